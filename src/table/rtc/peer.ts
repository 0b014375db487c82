// Pairing two devices of one room over WebRTC, with QR codes for signalling: the host shows an offer code, the
// phone reads it and shows an answer code, the host reads that back; then one ordered data channel carries the
// table protocol. No STUN, TURN or server, and no trickle: ICE is gathered before a code is shown, so each code
// is complete (sdp-code.ts). Every failure is an RtcError with a reason the UI words (errors.ts, text.ts).
import type { Link } from '../link';
import { RtcError } from './errors';
import { ChannelLink } from './channel-link';
import { decodeCode, encodeCode, essentialsOf, sdpOf } from './sdp-code';

export interface HostPairing {
  /** The offer code to show (as a QR code, or text to copy). */
  code: string;
  /** Reads the phone's answer code and connects. A code that does not read is refused and the pairing stays
   *  open for another scan; once an answer is taken, later calls give the same link. */
  accept(answerCode: string): Promise<Link>;
  /** Gives up (the pairing screen closed): a pending accept fails with rtc.cancelled. Nothing once linked. */
  cancel(): void;
}

export interface GuestPairing {
  /** The answer code to show to the host. */
  code: string;
  /** The link, once the host has read the answer and the channel is open. */
  link: Promise<Link>;
  cancel(): void;
}

export interface PairingTimes {
  /** ICE gathering: the candidates found within this are offered (gathering usually ends in well under 1 s). */
  gatherMs: number;
  /** From the host accepting an answer to the channel open (about 1 s on one Wi-Fi). */
  connectMs: number;
  /** From the guest showing its code to the channel open: the host must scan it in that time. Chromium itself
   *  gives up on the handshake about 220 s after the answer if the host has not taken it (measured), so this
   *  ends first and says why. */
  guestWaitMs: number;
  /** A link whose connection stays 'disconnected' this long is gone (a short drop on Wi-Fi comes back). */
  disconnectedMs: number;
}

export const PAIRING_TIMES: PairingTimes = { gatherMs: 3000, connectMs: 20_000, guestWaitMs: 3 * 60_000, disconnectedMs: 5000 };

/** Starts a pairing on the host: the offer code is ready when this resolves. */
export async function hostOffer(times: Partial<PairingTimes> = {}): Promise<HostPairing> {
  const t = { ...PAIRING_TIMES, ...times };
  const { pc, channel } = openPeer();
  let code: string;
  let offerUfrag: string;
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await iceGathered(pc, t.gatherMs);
    const essentials = essentialsOf('offer', pc.localDescription!.sdp);
    offerUfrag = essentials.ufrag;
    code = encodeCode(essentials);
  } catch (error) {
    pc.close();
    throw asRtcError(error, 'rtc.unsupported');
  }

  const abort = new AbortController();
  let accepted: Promise<Link> | null = null;
  const connect = async (answerSdp: string): Promise<Link> => {
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    } catch (error) {
      // The browser refused a description that passed our checks: let the host scan again (unless it gave up).
      accepted = null;
      if (abort.signal.aborted) pc.close();
      throw new RtcError('rtc.badCode', `the browser refused the answer: ${(error as Error).message}`);
    }
    try {
      await channelOpen(pc, channel, t.connectMs, abort.signal);
    } catch (error) {
      pc.close();
      throw error;
    }
    return new ChannelLink(pc, channel, t.disconnectedMs);
  };

  return {
    code,
    accept(answerCode: string): Promise<Link> {
      if (accepted) return accepted;
      if (abort.signal.aborted) return Promise.reject(new RtcError('rtc.cancelled'));
      try {
        const answer = decodeCode(answerCode, 'answer');
        if (answer.answers !== offerUfrag) throw new RtcError('rtc.otherOffer', `it answers ${answer.answers}`);
        accepted = connect(sdpOf(answer));
        return accepted;
      } catch (error) {
        return Promise.reject(asRtcError(error, 'rtc.badCode'));
      }
    },
    cancel(): void {
      if (abort.signal.aborted) return;
      abort.abort();
      // Before an answer, nothing waits on the connection: close it here. After one, channelOpen closes it.
      if (!accepted) pc.close();
    },
  };
}

/** Answers a host's offer code on the guest: the answer code is ready when this resolves, the link later. */
export async function guestAnswer(offerCode: string, times: Partial<PairingTimes> = {}): Promise<GuestPairing> {
  const t = { ...PAIRING_TIMES, ...times };
  const offer = decodeCode(offerCode, 'offer');
  const { pc, channel } = openPeer();
  let code: string;
  try {
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: sdpOf(offer) });
    } catch (error) {
      throw new RtcError('rtc.badCode', `the browser refused the offer: ${(error as Error).message}`);
    }
    await pc.setLocalDescription(await pc.createAnswer());
    await iceGathered(pc, t.gatherMs);
    code = encodeCode(essentialsOf('answer', pc.localDescription!.sdp, offer.ufrag));
  } catch (error) {
    pc.close();
    throw asRtcError(error, 'rtc.unsupported');
  }

  const abort = new AbortController();
  const link = channelOpen(pc, channel, t.guestWaitMs, abort.signal).then(
    () => new ChannelLink(pc, channel, t.disconnectedMs) as Link,
    (error: unknown) => {
      pc.close();
      throw error;
    },
  );
  // A caller that gives up without listening must not leave an unhandled rejection behind.
  link.catch(() => undefined);
  return { code, link, cancel: () => abort.abort() };
}

// ---- the connection ----

function openPeer(): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  if (typeof RTCPeerConnection === 'undefined') throw new RtcError('rtc.unsupported', 'no RTCPeerConnection');
  const pc = new RTCPeerConnection({ iceServers: [] });
  // Negotiated on both ends with the same id: no in-band opening message, and the guest needs no 'datachannel'.
  const channel = pc.createDataChannel('nine-lives', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

/** Resolves when ICE gathering completes, or after `ms` with what was gathered by then (never hangs). */
function iceGathered(pc: RTCPeerConnection, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const done = (): void => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = (): void => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, ms);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

/** Resolves when the channel opens; rejects with a reason when the connection fails, time runs out or the
 *  pairing is cancelled. */
function channelOpen(pc: RTCPeerConnection, channel: RTCDataChannel, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: RtcError): void => {
      clearTimeout(timer);
      channel.removeEventListener('open', onOpen);
      channel.removeEventListener('close', onClose);
      pc.removeEventListener('connectionstatechange', onState);
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onOpen = (): void => finish();
    const onClose = (): void => finish(new RtcError('rtc.connectionFailed', 'the channel closed before it opened'));
    const onState = (): void => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') {
        finish(new RtcError('rtc.connectionFailed', `connection ${pc.connectionState}`));
      }
    };
    const onAbort = (): void => finish(new RtcError('rtc.cancelled'));
    const timer = setTimeout(() => finish(new RtcError('rtc.timedOut', `not open after ${ms} ms`)), ms);
    if (signal.aborted) return onAbort();
    if (channel.readyState === 'open') return finish();
    channel.addEventListener('open', onOpen);
    channel.addEventListener('close', onClose);
    pc.addEventListener('connectionstatechange', onState);
    signal.addEventListener('abort', onAbort);
  });
}

function asRtcError(error: unknown, fallback: RtcError['key']): RtcError {
  return error instanceof RtcError ? error : new RtcError(fallback, error instanceof Error ? error.message : String(error));
}
