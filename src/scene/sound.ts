// Short, soft table sounds made with the Web Audio API (no files, nothing fetched): a card slap,
// a rising "meow" for the call, a falling hiss for a penalty, a chime for a win. Silent unless the
// player turned sound on; the audio context starts only after a gesture, as browsers require.
export type Cue = 'card' | 'draw' | 'meow' | 'penalty' | 'win';

export class TableSound {
  private ctx: AudioContext | null = null;
  constructor(private enabled: boolean) {}

  setEnabled(on: boolean): void {
    this.enabled = on;
  }

  play(cue: Cue): void {
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    this.ctx ??= new AudioContext();
    const ctx = this.ctx;
    if (ctx.state === 'suspended') void ctx.resume();
    const now = ctx.currentTime;
    switch (cue) {
      case 'card': return this.noise(now, 0.06, 1800, 0.25);
      case 'draw': return this.noise(now, 0.09, 900, 0.15);
      case 'penalty': return this.noise(now, 0.35, 3500, 0.12);
      case 'meow': return this.tone(now, [520, 780, 600], 0.35, 'triangle', 0.18);
      case 'win': return [660, 830, 990].forEach((f, i) => this.tone(now + i * 0.12, [f, f], 0.3, 'sine', 0.15));
    }
  }

  /** A filtered burst of noise: the sound of a card on felt. */
  private noise(at: number, seconds: number, cutoff: number, volume: number): void {
    const ctx = this.ctx!;
    const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * seconds), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 2;
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = cutoff;
    const gain = ctx.createGain();
    gain.gain.value = volume;
    src.connect(filter).connect(gain).connect(ctx.destination);
    src.start(at);
  }

  /** A short gliding tone through the given frequencies. */
  private tone(at: number, freqs: number[], seconds: number, type: OscillatorType, volume: number): void {
    const ctx = this.ctx!;
    const osc = ctx.createOscillator();
    osc.type = type;
    const step = seconds / Math.max(1, freqs.length - 1);
    freqs.forEach((f, i) => (i === 0 ? osc.frequency.setValueAtTime(f, at) : osc.frequency.linearRampToValueAtTime(f, at + i * step)));
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + seconds + 0.05);
  }

  destroy(): void {
    void this.ctx?.close();
    this.ctx = null;
  }
}
