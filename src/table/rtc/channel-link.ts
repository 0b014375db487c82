// A Link (../link.ts) over an open WebRTC data channel: JSON text in frames (frames.ts), so a message of any size
// up to the protocol's largest crosses the channel's 64 KiB limit; a message that does not parse is dropped. The
// link is gone when the channel closes, the connection fails or closes, or stays 'disconnected' for a while.
import { LinkEnd } from '../link';
import { FrameJoiner, framesOf } from './frames';

/** Sending refuses a message that would put more than this in the channel's buffer (Chromium's own limit is
 *  16 MiB, past which send() throws). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** The parts of a connection and its channel the link uses (a fake in the unit tests). */
export type LinkPeer = Pick<RTCPeerConnection, 'connectionState' | 'close' | 'addEventListener'>;
export type LinkChannel = Pick<RTCDataChannel, 'readyState' | 'bufferedAmount' | 'send' | 'close' | 'addEventListener'>;

/** Made once the channel is open (peer.ts); it closes the channel and the connection when it ends. */
export class ChannelLink extends LinkEnd {
  private joiner = new FrameJoiner();
  private disconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly pc: LinkPeer, private readonly channel: LinkChannel, private readonly disconnectedMs: number) {
    super();
    channel.addEventListener('message', (e: MessageEvent) => this.receive(e.data));
    channel.addEventListener('close', () => this.shut());
    pc.addEventListener('connectionstatechange', () => this.watch());
    this.watch();
  }

  override get open(): boolean {
    return !this.closed && this.channel.readyState === 'open';
  }

  send(message: unknown): boolean {
    if (!this.open) return false;
    const text = JSON.stringify(message) as string | undefined;
    if (text === undefined) throw new TypeError('A link carries JSON values only');
    // UTF-8 takes at most 3 bytes per UTF-16 unit. A message that does not fit is refused whole: half a message
    // would spoil the next one.
    if (this.channel.bufferedAmount + text.length * 3 > MAX_BUFFERED_BYTES) return false;
    try {
      for (const frame of framesOf(text)) this.channel.send(frame);
    } catch {
      // The channel closed under us, maybe halfway through a message: the link is gone.
      this.shut();
      return false;
    }
    return true;
  }

  close(): void {
    this.shut();
  }

  private receive(data: unknown): void {
    if (this.closed || typeof data !== 'string') return;
    const text = this.joiner.push(data);
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // not JSON: dropped, as the Link promises
    }
    this.deliver(message);
  }

  /** Follows the connection: failed or closed ends the link; disconnected ends it if it lasts. */
  private watch(): void {
    const state = this.pc.connectionState;
    if (state === 'failed' || state === 'closed') {
      this.shut();
    } else if (state === 'disconnected') {
      this.disconnectTimer ??= setTimeout(() => {
        if (this.pc.connectionState !== 'connected') this.shut();
      }, this.disconnectedMs);
    } else {
      clearTimeout(this.disconnectTimer);
      this.disconnectTimer = undefined;
    }
  }

  protected override shut(): boolean {
    if (!super.shut()) return false;
    clearTimeout(this.disconnectTimer);
    // Closing the channel and the connection tells the other end at once (an SCTP reset, a DTLS close).
    this.channel.close();
    this.pc.close();
    return true;
  }
}
