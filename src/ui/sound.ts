import { isGameWon, type Game } from '../engine';

/** The sounds of play. */
export const SOUNDS = ['place', 'home', 'turn', 'refuse', 'win'] as const;
export type Sound = (typeof SOUNDS)[number];

/**
 * What a change of the game sounds like: the win; else a card sent home, or cards placed (an undo
 * or redo too), then a face-down card turned over if the move turned one.
 */
export function soundsOf(before: Game, after: Game): readonly Sound[] {
  if (isGameWon(after) && !isGameWon(before)) return ['win'];
  const home = (game: Game) => game.table.foundations.reduce((sum, n) => sum + n, 0);
  const down = (game: Game) => game.table.columns.reduce((sum, column) => sum + column.down, 0);
  const first: Sound = home(after) > home(before) ? 'home' : 'place';
  return down(after) < down(before) ? [first, 'turn'] : [first];
}

/**
 * One voice of a sound, as data: an oscillator (or a burst of filtered noise) from `at` seconds,
 * `length` long, its pitch gliding from `hz` to `to`, its loudness falling from `gain` to silence.
 */
export interface Voice {
  readonly at: number;
  readonly length: number;
  readonly hz: number;
  readonly to?: number;
  readonly gain: number;
  readonly wave: OscillatorType | 'noise';
}

/**
 * Every sound made by the Web Audio API from a few voices (nothing is downloaded): a soft knock for
 * a card placed, a rising two-note chime for a card home, a flick of noise for a card turned, a low
 * double buzz for a refusal, and an arpeggio for the win.
 */
export const VOICES: Readonly<Record<Sound, readonly Voice[]>> = {
  place: [
    { at: 0, length: 0.05, hz: 1800, gain: 0.35, wave: 'noise' },
    { at: 0, length: 0.09, hz: 190, to: 110, gain: 0.5, wave: 'sine' },
  ],
  home: [
    { at: 0, length: 0.16, hz: 880, gain: 0.22, wave: 'triangle' },
    { at: 0.07, length: 0.22, hz: 1319, gain: 0.2, wave: 'triangle' },
  ],
  turn: [{ at: 0.09, length: 0.06, hz: 3200, to: 1200, gain: 0.25, wave: 'noise' }],
  refuse: [
    { at: 0, length: 0.09, hz: 150, gain: 0.18, wave: 'square' },
    { at: 0.12, length: 0.11, hz: 120, gain: 0.18, wave: 'square' },
  ],
  win: [523.25, 659.25, 783.99, 1046.5, 1318.5].map((hz, i) => ({ at: i * 0.11, length: i === 4 ? 0.5 : 0.22, hz, gain: 0.2, wave: 'triangle' as const })),
};

/**
 * Plays the sounds through one AudioContext, made at the first sound (a browser lets it start only
 * after the player has touched the page, which every sound of play follows), at a volume.
 */
export class SoundPlayer {
  private audio: AudioContext | null = null;
  private out: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private level = 0.6;

  constructor(private readonly make: () => AudioContext) {}

  /** The volume, 0 … 1. */
  set volume(level: number) {
    this.level = Math.min(1, Math.max(0, level));
    if (this.out && this.audio) this.out.gain.setValueAtTime(this.level, this.audio.currentTime);
  }

  play(sound: Sound): void {
    const audio = (this.audio ??= this.make());
    if (audio.state === 'suspended') void audio.resume();
    if (!this.out) {
      this.out = audio.createGain();
      this.out.gain.value = this.level;
      this.out.connect(audio.destination);
    }
    const start = audio.currentTime + 0.005;
    for (const voice of VOICES[sound]) this.voice(audio, this.out, voice, start + voice.at);
  }

  /** Stops the audio clock (the page is hidden, or sound turned off); the next sound starts it again. */
  suspend(): void {
    if (this.audio?.state === 'running') void this.audio.suspend();
  }

  private voice(audio: AudioContext, out: GainNode, voice: Voice, at: number): void {
    const envelope = audio.createGain();
    envelope.gain.setValueAtTime(voice.gain, at);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + voice.length);
    envelope.connect(out);
    const end = voice.to ?? voice.hz;
    let source: AudioScheduledSourceNode;
    if (voice.wave === 'noise') {
      const noise = audio.createBufferSource();
      noise.buffer = this.noiseOf(audio);
      const filter = audio.createBiquadFilter();
      filter.type = 'bandpass';
      filter.frequency.setValueAtTime(voice.hz, at);
      filter.frequency.exponentialRampToValueAtTime(end, at + voice.length);
      noise.connect(filter).connect(envelope);
      source = noise;
    } else {
      const tone = audio.createOscillator();
      tone.type = voice.wave;
      tone.frequency.setValueAtTime(voice.hz, at);
      if (end !== voice.hz) tone.frequency.exponentialRampToValueAtTime(end, at + voice.length);
      tone.connect(envelope);
      source = tone;
    }
    source.start(at);
    source.stop(at + voice.length + 0.02);
    source.onended = () => envelope.disconnect();
  }

  /** A fifth of a second of white noise, made once. */
  private noiseOf(audio: AudioContext): AudioBuffer {
    if (this.noise) return this.noise;
    const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * 0.2), audio.sampleRate);
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
    return (this.noise = buffer);
  }
}
