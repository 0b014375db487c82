// A pairing code: the part of a WebRTC session description that the other device needs, as short text for a QR
// code (or copy and paste). A data channel with no STUN or TURN needs only: the ICE user fragment and password,
// the DTLS certificate's fingerprint and role, the media id, the SCTP port and largest message, and the host
// candidates (an address and port each). The other device rebuilds a whole, valid description from these.
//
//   NL1:o|<ufrag>|<pwd>|<setup>|<mid>|<sctp-port>|<max-message-size>|<hash>|<HEX>|<candidate>|…|<CRC>
//   NL1:a|<offer's ufrag>|<ufrag>|<pwd>|…|<CRC>             (an answer names the offer it answers)
//   candidate: <foundation>,<priority>,<u | ta | tp | ts (udp, tcp active/passive/so)>,<address>,<port>
//   CRC: the CRC-32 of all before it (8 hex digits), so a cut or mistyped code is refused, not half-believed
//
// Reading is strict: a code that is too long, has other characters, fails its CRC, misses a field or has one out of
// its range is refused with a reason (errors.ts), never passed on to the browser half-checked.
import { RtcError } from './errors';

/** The code format's version: a device refuses another version's code (rtc.otherVersion). */
export const CODE_VERSION = 1;
/** Longer codes are refused: a data channel's offer is 250–400 characters, and a QR code stays readable. */
export const MAX_CODE_LENGTH = 1500;
/** More candidates than any device has networks (each network gives one or two). */
export const MAX_CANDIDATES = 12;

export type CodeKind = 'offer' | 'answer';
export type DtlsSetup = 'actpass' | 'active' | 'passive';
type TcpType = 'active' | 'passive' | 'so';

export interface HostCandidate {
  foundation: string;
  priority: number;
  transport: 'udp' | 'tcp';
  tcpType?: TcpType;
  /** An IPv4 or IPv6 address, or an mDNS name (`<uuid>.local`) where the browser hides the address. */
  address: string;
  port: number;
}

/** What a pairing code carries. */
export interface SessionEssentials {
  kind: CodeKind;
  /** An answer: the ICE user fragment of the offer it answers (lets the host refuse a stale answer at once). */
  answers?: string;
  ufrag: string;
  pwd: string;
  setup: DtlsSetup;
  mid: string;
  sctpPort: number;
  maxMessageSize: number;
  fingerprint: { hash: string; hex: string };
  candidates: HostCandidate[];
}

/** The fingerprint hashes a browser may use, with their length in bytes. */
const HASH_BYTES = new Map([['sha-1', 20], ['sha-224', 28], ['sha-256', 32], ['sha-384', 48], ['sha-512', 64]]);

const KIND_LETTER: Record<CodeKind, string> = { offer: 'o', answer: 'a' };
const TRANSPORT_CODE = { udp: 'u', 'tcp:active': 'ta', 'tcp:passive': 'tp', 'tcp:so': 'ts' } as const;

// ---- the checks, one per field (also applied to this device's own description before it is encoded) ----
const CODE_CHARS = /^[A-Za-z0-9+/|,.:_-]+$/;
const ICE_UFRAG = /^[A-Za-z0-9+/]{4,256}$/;
const ICE_PWD = /^[A-Za-z0-9+/]{22,256}$/;
const FOUNDATION = /^[A-Za-z0-9+/]{1,32}$/;
const MID = /^[A-Za-z0-9_-]{1,16}$/;
const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;
const HEX = /^[0-9A-F]+$/;
const IPV4 = /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;
const MDNS_NAME = /^[A-Za-z0-9-]{1,63}\.local$/;

const validAddress = (a: string): boolean => IPV4.test(a) || (a.includes(':') && IPV6.test(a)) || MDNS_NAME.test(a);
const inRange = (n: number, low: number, high: number): boolean => Number.isInteger(n) && n >= low && n <= high;

function badCode(detail: string): never {
  throw new RtcError('rtc.badCode', detail);
}

function decimal(text: string, low: number, high: number, what: string): number {
  if (!DECIMAL.test(text)) badCode(`${what} is not a number`);
  const n = Number(text);
  if (!inRange(n, low, high)) badCode(`${what} ${n} is out of range`);
  return n;
}

/** Checks essentials wherever they come from; a bad field is an RtcError('rtc.badCode'). */
function checkEssentials(e: SessionEssentials): SessionEssentials {
  if (e.kind === 'answer' && !ICE_UFRAG.test(e.answers ?? '')) badCode('the answered offer is not named');
  if (!ICE_UFRAG.test(e.ufrag)) badCode('bad ice-ufrag');
  if (!ICE_PWD.test(e.pwd)) badCode('bad ice-pwd');
  if (e.kind === 'offer' ? e.setup !== 'actpass' : e.setup !== 'active' && e.setup !== 'passive') badCode(`setup ${e.setup} in an ${e.kind}`);
  if (!MID.test(e.mid)) badCode('bad mid');
  if (!inRange(e.sctpPort, 1, 65535)) badCode('bad sctp-port');
  if (!inRange(e.maxMessageSize, 0, 2 ** 32 - 1)) badCode('bad max-message-size');
  const bytes = HASH_BYTES.get(e.fingerprint.hash);
  if (bytes === undefined) badCode(`unknown fingerprint hash ${e.fingerprint.hash}`);
  if (!HEX.test(e.fingerprint.hex) || e.fingerprint.hex.length !== bytes * 2) badCode('bad fingerprint');
  if (e.candidates.length === 0) badCode('no candidate');
  if (e.candidates.length > MAX_CANDIDATES) badCode('too many candidates');
  for (const c of e.candidates) {
    if (!FOUNDATION.test(c.foundation)) badCode('bad candidate foundation');
    if (!inRange(c.priority, 1, 2 ** 32 - 1)) badCode('bad candidate priority');
    if ((c.transport === 'tcp') !== (c.tcpType !== undefined)) badCode('bad candidate transport');
    if (!validAddress(c.address)) badCode('bad candidate address');
    // A TCP active candidate never listens: browsers give it port 9 (discard).
    if (!inRange(c.port, 1, 65535)) badCode('bad candidate port');
  }
  return e;
}

// ---- a browser's description → essentials ----

/**
 * Reads this device's own description (after ICE gathering). Keeps the host candidates of the first component; a
 * description this module cannot carry (several media sections, no fingerprint) is an RtcError('rtc.unsupported'),
 * and one with no candidate at all (no network) an RtcError('rtc.noNetwork').
 */
export function essentialsOf(kind: CodeKind, sdp: string, answers?: string): SessionEssentials {
  const lines = sdp.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.filter((l) => l.startsWith('m=')).length !== 1) throw new RtcError('rtc.unsupported', 'not one media section');
  const attribute = (name: string): string | undefined => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
  const required = (name: string): string => {
    const value = attribute(name);
    if (value === undefined) throw new RtcError('rtc.unsupported', `no a=${name}`);
    return value;
  };
  const [hash = '', fingerprint = ''] = required('fingerprint').split(/\s+/);
  const candidates = lines.filter((l) => l.startsWith('a=candidate:')).map((l) => hostCandidate(l.slice('a=candidate:'.length)))
    .filter((c): c is HostCandidate => c !== null);
  if (candidates.length === 0) throw new RtcError('rtc.noNetwork', 'no host candidate was gathered');
  const essentials: SessionEssentials = {
    kind,
    ...(kind === 'answer' ? { answers } : {}),
    ufrag: required('ice-ufrag'),
    pwd: required('ice-pwd'),
    setup: required('setup') as DtlsSetup,
    mid: required('mid'),
    sctpPort: Number(required('sctp-port')),
    // Absent means the SCTP default, 64 KiB (RFC 8841).
    maxMessageSize: Number(attribute('max-message-size') ?? 65536),
    fingerprint: { hash: hash.toLowerCase(), hex: fingerprint.replaceAll(':', '').toUpperCase() },
    // The first candidates are the best ones; a device with many networks keeps what fits.
    candidates: candidates.slice(0, MAX_CANDIDATES),
  };
  try {
    return checkEssentials(essentials);
  } catch (error) {
    throw new RtcError('rtc.unsupported', `this device's own description: ${(error as Error).message}`);
  }
}

/** One `candidate:` value, or null for what a pairing code does not carry (other components, non-host types). */
function hostCandidate(value: string): HostCandidate | null {
  const parts = value.split(/\s+/);
  const [foundation, component, transport, priority, address, port, typ, type] = parts;
  if (component !== '1' || typ !== 'typ' || type !== 'host') return null;
  const lower = (transport ?? '').toLowerCase();
  if (lower !== 'udp' && lower !== 'tcp') return null;
  const tcpTypeAt = parts.indexOf('tcptype');
  const tcpType = tcpTypeAt >= 0 ? parts[tcpTypeAt + 1] : undefined;
  if (lower === 'tcp' && tcpType !== 'active' && tcpType !== 'passive' && tcpType !== 'so') return null;
  return {
    foundation: foundation ?? '',
    priority: Number(priority),
    transport: lower,
    ...(lower === 'tcp' ? { tcpType: tcpType as TcpType } : {}),
    address: address ?? '',
    port: Number(port),
  };
}

// ---- essentials ↔ code ----

export function encodeCode(e: SessionEssentials): string {
  checkEssentials(e);
  const candidates = e.candidates.map((c) =>
    [c.foundation, c.priority, TRANSPORT_CODE[c.transport === 'udp' ? 'udp' : `tcp:${c.tcpType!}` as const], c.address, c.port].join(','));
  const fields = [
    `NL${CODE_VERSION}:${KIND_LETTER[e.kind]}`,
    ...(e.kind === 'answer' ? [e.answers!] : []),
    e.ufrag, e.pwd, e.setup, e.mid, e.sctpPort, e.maxMessageSize, e.fingerprint.hash, e.fingerprint.hex,
    ...candidates,
  ];
  const code = sealCode(fields.join('|'));
  if (code.length > MAX_CODE_LENGTH) throw new RtcError('rtc.unsupported', `a code of ${code.length} characters`);
  return code;
}

/** Reads a code that should be of `expected` kind; any fault is an RtcError with a reason to show. */
export function decodeCode(text: unknown, expected: CodeKind): SessionEssentials {
  if (typeof text !== 'string') badCode('not text');
  // A scanner or a paste may add spaces or a line break around the code; inside it, nothing else is allowed.
  const code = text.trim();
  if (code.length > MAX_CODE_LENGTH) badCode(`too long (${code.length} characters)`);
  const version = /^NL([0-9]{1,4}):/.exec(code);
  if (!version) badCode('not a Nine Lives code');
  if (Number(version[1]) !== CODE_VERSION) throw new RtcError('rtc.otherVersion', `version ${version[1]}`);
  if (!CODE_CHARS.test(code)) badCode('a character outside the code\'s alphabet');
  const sealAt = code.lastIndexOf('|');
  if (sealCode(code.slice(0, sealAt)) !== code) badCode('the CRC does not match');
  const fields = code.slice(0, sealAt).split('|');
  const kind = fields.shift()!.slice(version[0].length);
  if (kind !== 'o' && kind !== 'a') badCode(`unknown kind ${kind}`);
  const found: CodeKind = kind === 'o' ? 'offer' : 'answer';
  if (found !== expected) throw new RtcError(expected === 'answer' ? 'rtc.notAnAnswer' : 'rtc.notAnOffer', `an ${found}`);
  const answers = found === 'answer' ? fields.shift() : undefined;
  const [ufrag, pwd, setup, mid, sctpPort, maxMessageSize, hash, hex, ...candidates] = fields;
  if (hex === undefined) badCode('missing fields');
  return checkEssentials({
    kind: found,
    ...(found === 'answer' ? { answers } : {}),
    ufrag: ufrag!,
    pwd: pwd!,
    setup: setup as DtlsSetup,
    mid: mid!,
    sctpPort: decimal(sctpPort!, 1, 65535, 'sctp-port'),
    maxMessageSize: decimal(maxMessageSize!, 0, 2 ** 32 - 1, 'max-message-size'),
    fingerprint: { hash: hash!, hex },
    candidates: candidates.map(readCandidate),
  });
}

function readCandidate(text: string): HostCandidate {
  const parts = text.split(',');
  if (parts.length !== 5) badCode('a candidate without its five parts');
  const [foundation, priority, transport, address, port] = parts as [string, string, string, string, string];
  const entry = Object.entries(TRANSPORT_CODE).find(([, letter]) => letter === transport);
  if (!entry) badCode(`unknown candidate transport ${transport}`);
  const [protocol, tcpType] = entry[0].split(':') as ['udp' | 'tcp', TcpType | undefined];
  return {
    foundation,
    priority: decimal(priority, 1, 2 ** 32 - 1, 'candidate priority'),
    transport: protocol,
    ...(tcpType ? { tcpType } : {}),
    address,
    port: decimal(port, 1, 65535, 'candidate port'),
  };
}

/** Appends the CRC field to a code's body. */
export function sealCode(body: string): string {
  return `${body}|${crc32(body).toString(16).toUpperCase().padStart(8, '0')}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE) of a code's characters, all ASCII: it catches every change of up to 32 consecutive bits. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---- essentials → a browser's description ----

/** A whole description for setRemoteDescription: one data-channel section, bundled, with every candidate. */
export function sdpOf(e: SessionEssentials): string {
  const candidate = (c: HostCandidate): string =>
    `a=candidate:${c.foundation} 1 ${c.transport} ${c.priority} ${c.address} ${c.port} typ host${c.tcpType ? ` tcptype ${c.tcpType}` : ''} generation 0`;
  const hexPairs = e.fingerprint.hex.match(/../g)!.join(':');
  return [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${e.mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...e.candidates.map(candidate),
    'a=end-of-candidates',
    `a=ice-ufrag:${e.ufrag}`,
    `a=ice-pwd:${e.pwd}`,
    `a=fingerprint:${e.fingerprint.hash} ${hexPairs}`,
    `a=setup:${e.setup}`,
    `a=mid:${e.mid}`,
    `a=sctp-port:${e.sctpPort}`,
    `a=max-message-size:${e.maxMessageSize}`,
    '',
  ].join('\r\n');
}
