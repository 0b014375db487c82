// Why pairing two devices or their link failed, as a typed error the UI words through its reason key (text.ts).
import type { Reason } from '../../engine/types';

export type RtcReasonKey =
  /** The scanned or pasted text is not a pairing code, or it is damaged. */
  | 'rtc.badCode'
  /** A code of another version of the app (the two devices must run the same one). */
  | 'rtc.otherVersion'
  /** The host read a table's code where it expected a phone's answer. */
  | 'rtc.notAnAnswer'
  /** The phone read a phone's answer where it expected a table's code. */
  | 'rtc.notAnOffer'
  /** The phone's answer belongs to another table code (an older one, or another seat's). */
  | 'rtc.otherOffer'
  /** The device found no network address to offer (no Wi-Fi). */
  | 'rtc.noNetwork'
  /** This browser has no WebRTC. */
  | 'rtc.unsupported'
  /** The two devices did not reach each other in time. */
  | 'rtc.timedOut'
  /** The connection was tried and failed (another network, a network that keeps devices apart). */
  | 'rtc.connectionFailed'
  /** Pairing was cancelled on this device. */
  | 'rtc.cancelled';

export class RtcError extends Error {
  readonly reason: Reason;

  /** `detail` says what exactly was wrong, for logs and tests; the player reads only the reason's words. */
  constructor(readonly key: RtcReasonKey, readonly detail = '') {
    super(detail ? `${key}: ${detail}` : key);
    this.name = 'RtcError';
    this.reason = { key };
  }
}

export const isRtcError = (error: unknown): error is RtcError => error instanceof RtcError;
