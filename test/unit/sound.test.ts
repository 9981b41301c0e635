import { describe, expect, it } from 'vitest';
import { apply, type Action, type Game } from '../../src/engine';
import { SOUNDS, SoundPlayer, VOICES, soundsOf } from '../../src/ui/sound';
import { gameAt, table } from '../support/tables';

const after = (game: Game, action: Action): Game => {
  const outcome = apply(game, action);
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.reason}`);
  return outcome.game;
};

describe('what a change of the game sounds like', () => {
  // 9S waits on a 10H; the ace of hearts is free; a face-down 4C lies under the 5D.
  const start = gameAt(table(['10H', '9S', 'AH', '#4C 5D', '6C']));
  it.each([
    ['cards placed', { type: 'move', card: '9S', to: 0 }, ['place']],
    ['a card sent home', { type: 'move', card: 'AH', to: 'foundation' }, ['home']],
    ['cards placed and a face-down card turned', { type: 'move', card: '5D', to: 4 }, ['place', 'turn']],
  ] as const)('%s', (_, action, sounds) => {
    expect(soundsOf(start, after(start, action))).toEqual(sounds);
  });
  it('an undo places the cards back (and turns nothing: the card goes face down)', () => {
    const moved = after(start, { type: 'move', card: '5D', to: 4 });
    expect(soundsOf(moved, after(moved, { type: 'undo' }))).toEqual(['place']);
  });
  it('the last card home is the win', () => {
    const last = gameAt(table(['KS'], { S: 12, H: 13, D: 13, C: 13 }));
    expect(soundsOf(last, after(last, { type: 'move', card: 'KS', to: 'foundation' }))).toEqual(['win']);
  });
});

/** An AudioContext that notes the voices started, the noise buffers made and the volume set. */
function fakeAudio() {
  const started: { kind: string; type?: string; hz?: number; at: number }[] = [];
  const buffers: number[] = [];
  const param = () => ({
    value: 1,
    setValueAtTime(value: number) {
      this.value = value;
    },
    exponentialRampToValueAtTime() {},
  });
  const node = () => ({ connect: (next: unknown) => next, disconnect() {} });
  const gains: { gain: { value: number } }[] = [];
  const audio = {
    state: 'running' as AudioContextState,
    currentTime: 10,
    sampleRate: 8000,
    destination: {},
    createGain() {
      const gain = { ...node(), gain: param() };
      gains.push(gain);
      return gain;
    },
    createBiquadFilter: () => ({ ...node(), type: '', frequency: param() }),
    createOscillator() {
      const tone = { ...node(), type: 'sine', frequency: param(), start: (at: number) => started.push({ kind: 'tone', type: tone.type, hz: tone.frequency.value, at }), stop() {}, onended: null };
      return tone;
    },
    createBufferSource() {
      const noise = { ...node(), buffer: null, start: (at: number) => started.push({ kind: 'noise', at }), stop() {}, onended: null };
      return noise;
    },
    createBuffer: (_: number, length: number) => {
      buffers.push(length);
      return { getChannelData: () => new Float32Array(length) };
    },
    resume: async () => void (audio.state = 'running'),
    suspend: async () => void (audio.state = 'suspended'),
  };
  return { audio, started, buffers, gains };
}

describe('the sound player', () => {
  it('makes its audio at the first sound, not before', () => {
    let made = 0;
    const fake = fakeAudio();
    const player = new SoundPlayer(() => (made++, fake.audio as unknown as AudioContext));
    expect(made).toBe(0);
    player.play('place');
    player.play('home');
    expect(made).toBe(1);
  });
  it.each(SOUNDS)('plays every voice of %s, in order, from the moment asked', (sound) => {
    const fake = fakeAudio();
    new SoundPlayer(() => fake.audio as unknown as AudioContext).play(sound);
    const voices = VOICES[sound];
    expect(fake.started.map((s) => s.kind)).toEqual(voices.map((v) => (v.wave === 'noise' ? 'noise' : 'tone')));
    fake.started.forEach((s, i) => expect(s.at).toBeCloseTo(10.005 + (voices[i]?.at ?? NaN)));
    for (const [i, voice] of voices.entries()) if (voice.wave !== 'noise') expect(fake.started[i]).toMatchObject({ type: voice.wave, hz: voice.hz });
  });
  it('is short and quiet: no sound is longer than a second, no voice louder than half', () => {
    for (const sound of SOUNDS) for (const voice of VOICES[sound]) {
      expect(voice.at + voice.length).toBeLessThanOrEqual(1);
      expect(voice.gain).toBeLessThanOrEqual(0.5);
    }
  });
  it('makes its noise once, however many sounds use it', () => {
    const fake = fakeAudio();
    const player = new SoundPlayer(() => fake.audio as unknown as AudioContext);
    player.play('place');
    player.play('turn');
    player.play('place');
    expect(fake.buffers).toEqual([1600]);
  });
  it('plays at the volume set, kept between 0 and 1', () => {
    const fake = fakeAudio();
    const player = new SoundPlayer(() => fake.audio as unknown as AudioContext);
    player.volume = 0.3;
    player.play('place');
    // The first gain made is the player's output; the others are the voices' envelopes.
    expect(fake.gains[0]?.gain.value).toBe(0.3);
    player.volume = 4;
    expect(fake.gains[0]?.gain.value).toBe(1);
    player.volume = -1;
    expect(fake.gains[0]?.gain.value).toBe(0);
  });
  it('stops its audio clock when suspended, and starts it again at the next sound', () => {
    const fake = fakeAudio();
    const player = new SoundPlayer(() => fake.audio as unknown as AudioContext);
    player.suspend();
    player.play('place');
    player.suspend();
    expect(fake.audio.state).toBe('suspended');
    player.play('home');
    expect(fake.audio.state).toBe('running');
  });
});
