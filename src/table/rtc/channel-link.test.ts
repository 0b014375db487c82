// The link over a data channel, on fake channels (node has no WebRTC; e2e/rtc-link.spec.ts runs the real one):
// frames, the JSON guard, messages before a listener, and every way the link ends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelLink, type LinkChannel, type LinkPeer } from './channel-link';

class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'open';
  bufferedAmount = 0;
  sent: string[] = [];
  peer: FakeChannel | null = null;
  /** Throws on this send (1-based), as a channel closing under a sender does. */
  failOnSend = 0;

  send(data: string): void {
    if (this.readyState !== 'open' || this.sent.length + 1 === this.failOnSend) throw new DOMException('closed', 'InvalidStateError');
    this.sent.push(data);
    const peer = this.peer;
    queueMicrotask(() => peer?.deliver(data));
  }

  deliver(data: unknown): void {
    if (this.readyState === 'open') this.dispatchEvent(new MessageEvent('message', { data }));
  }

  close(): void {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    this.dispatchEvent(new Event('close'));
    this.peer?.close();
  }
}

class FakePeer extends EventTarget {
  connectionState: RTCPeerConnectionState = 'connected';
  closed = false;

  close(): void {
    this.closed = true;
    this.connectionState = 'closed'; // as a real one: no event for its own close()
  }

  become(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

function linked(disconnectedMs = 5000) {
  const [ca, cb] = [new FakeChannel(), new FakeChannel()];
  ca.peer = cb;
  cb.peer = ca;
  const [pa, pb] = [new FakePeer(), new FakePeer()];
  const a = new ChannelLink(pa as unknown as LinkPeer, ca as unknown as LinkChannel, disconnectedMs);
  const b = new ChannelLink(pb as unknown as LinkPeer, cb as unknown as LinkChannel, disconnectedMs);
  return { a, b, ca, cb, pa, pb };
}

const received = (link: ChannelLink): unknown[] => {
  const messages: unknown[] = [];
  link.onMessage((m) => messages.push(m));
  return messages;
};
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('a link over a data channel', () => {
  it('carries JSON values both ways, never inside the sender\'s call', async () => {
    const { a, b } = linked();
    const atA = received(a);
    const atB = received(b);
    const hello = { type: 'hello', words: 'Kia ora 🐈 é', n: [1, 2.5, null, true] };
    expect(a.send(hello)).toBe(true);
    expect(atB).toEqual([]);
    expect(b.send('back')).toBe(true);
    await settle();
    expect(atB).toEqual([hello]);
    expect(atA).toEqual(['back']);
    expect(a.open && b.open).toBe(true);
  });

  it('sends 200 KiB in frames under 64 KiB and joins them', async () => {
    const { a, b, ca } = linked();
    const atB = received(b);
    const big = { type: 'big', text: `${'x'.repeat(200 * 1024)}🐈` };
    a.send(big);
    await settle();
    expect(ca.sent.length).toBeGreaterThan(3);
    for (const frame of ca.sent) expect(Buffer.byteLength(frame)).toBeLessThan(64 * 1024);
    expect(atB).toEqual([big]);
  });

  it('drops what does not parse, or is not text, and reads what follows', async () => {
    const { b, cb } = linked();
    const atB = received(b);
    cb.deliver('=not json');
    cb.deliver('={"half":');
    cb.deliver(new ArrayBuffer(8));
    cb.deliver('no frame at all');
    cb.deliver('=["fine"]');
    expect(atB).toEqual([['fine']]);
  });

  it('keeps messages that come before there is a listener, and hands them over in order afterwards', async () => {
    const { a, b } = linked();
    a.send(1);
    a.send(2);
    await settle();
    const atB: unknown[] = [];
    b.onMessage((m) => atB.push(m));
    expect(atB).toEqual([]);
    a.send(3);
    await settle();
    expect(atB).toEqual([1, 2, 3]);
  });

  it('refuses values JSON cannot carry', () => {
    const { a } = linked();
    expect(() => a.send(undefined)).toThrow(TypeError);
  });

  it('refuses a message the channel\'s buffer cannot take, and sends none of it', () => {
    const { a, ca } = linked();
    ca.bufferedAmount = 8 * 1024 * 1024 - 100;
    expect(a.send({ text: 'x'.repeat(100) })).toBe(false);
    expect(ca.sent).toEqual([]);
    expect(a.open).toBe(true);
  });

  it('a send that fails halfway through a message ends the link', async () => {
    const { a, ca, pa } = linked();
    const closed = vi.fn();
    a.onClose(closed);
    ca.failOnSend = 2;
    expect(a.send('x'.repeat(50_000))).toBe(false);
    expect(a.open).toBe(false);
    expect(pa.closed).toBe(true);
    await settle();
    expect(closed).toHaveBeenCalledOnce();
  });

  it('close() ends both ends: the other end hears it, and neither sends any more', async () => {
    const { a, b, pa } = linked();
    const [closedA, closedB] = [vi.fn(), vi.fn()];
    a.onClose(closedA);
    b.onClose(closedB);
    a.close();
    expect(pa.closed).toBe(true);
    expect(a.open || b.open).toBe(false);
    expect(a.send('late')).toBe(false);
    expect(b.send('late')).toBe(false);
    a.close();
    await settle();
    expect(closedA).toHaveBeenCalledOnce();
    expect(closedB).toHaveBeenCalledOnce();
    const later = vi.fn();
    b.onClose(later);
    await settle();
    expect(later).toHaveBeenCalledOnce();
  });

  it('ends when the connection fails', async () => {
    const { b, pb } = linked();
    const closed = vi.fn();
    b.onClose(closed);
    pb.become('failed');
    await settle();
    expect(closed).toHaveBeenCalledOnce();
    expect(pb.closed).toBe(true);
  });

  it('ends when the connection stays disconnected, not when it comes back in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const back = linked(5000);
    const gone = linked(5000);
    const [closedBack, closedGone] = [vi.fn(), vi.fn()];
    back.a.onClose(closedBack);
    gone.a.onClose(closedGone);
    back.pa.become('disconnected');
    gone.pa.become('disconnected');
    vi.advanceTimersByTime(4000);
    back.pa.become('connected');
    vi.advanceTimersByTime(2000);
    await Promise.resolve();
    expect(back.a.open).toBe(true);
    expect(closedBack).not.toHaveBeenCalled();
    expect(gone.a.open).toBe(false);
    expect(closedGone).toHaveBeenCalledOnce();
    // The other end hears of it (here through the fake channel; through the real connection in the e2e spec).
    expect(gone.b.open).toBe(false);
  });
});
