// Long messages over a data channel: one SCTP message is safe only below 64 KiB (larger ones are refused or stall
// the channel in some browsers), so a message's JSON text travels as frames. Each frame is one character of kind
// and a piece of the text: '+' a piece with more to come, '=' the last piece (or the whole message). The channel
// is ordered and reliable, so pieces arrive in order and nothing else is needed.

/** Pieces of at most this many UTF-16 units: at most 3 bytes each in UTF-8, so a frame stays under 60 KB. */
export const FRAME_UNITS = 20_000;
/** A message longer than this is dropped by the receiver (the table protocol's largest is 1 MiB). */
export const MAX_MESSAGE_UNITS = 4 * 1024 * 1024;

const MORE = '+';
const LAST = '=';

/** The frames of one message's text. A piece never ends between the two halves of a surrogate pair (a lone half
 *  would be sent as U+FFFD and the text joined on the other side would differ). */
export function framesOf(text: string, units = FRAME_UNITS): string[] {
  const frames: string[] = [];
  let start = 0;
  while (text.length - start > units) {
    let end = start + units;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
    frames.push(MORE + text.slice(start, end));
    start = end;
  }
  frames.push(LAST + text.slice(start));
  return frames;
}

/** Joins frames back into message texts. A message that grows past its limit, or a frame of an unknown kind, is
 *  dropped whole (what follows it is read again from the next message). */
export class FrameJoiner {
  private pieces: string[] = [];
  private units = 0;
  private overflowed = false;

  constructor(private readonly maxUnits = MAX_MESSAGE_UNITS) {}

  /** The whole message's text when this frame ends one, else null. */
  push(frame: string): string | null {
    const kind = frame[0];
    if (kind !== MORE && kind !== LAST) {
      this.reset();
      return null;
    }
    this.units += frame.length - 1;
    if (this.units > this.maxUnits) this.overflowed = true;
    if (!this.overflowed) this.pieces.push(frame.slice(1));
    if (kind === MORE) return null;
    const text = this.overflowed ? null : this.pieces.join('');
    this.reset();
    return text;
  }

  private reset(): void {
    this.pieces = [];
    this.units = 0;
    this.overflowed = false;
  }
}
