// http_ece (the decryption of RFC 8188/8291, web-push's own dependency) has no types: what ./push-receiver.ts uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
