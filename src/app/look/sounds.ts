import type { Settings } from '../../settings';
import type { Sound, SoundPlayer } from '../../ui/sound';
import type { Ctx } from '../core/context';
import type { Sounds } from '../core/apis';


type SoundModule = Pick<typeof import('../../ui/sound'), 'SoundPlayer' | 'soundsOf'>;

/**
 * The sounds of play and the buzz of a refusal, as the settings ask (both off by default). The
 * sound module (ui/sound.ts) loads when a sound is first wanted, never at the start; it plays the
 * game's changes (moves, undo, redo, the win), is silent while the page is hidden, and plays a
 * sample when sound is turned on or its volume changed, so that the player hears the level.
 * `load` and `makeAudio` are the browser's, or a test's.
 */
export function wireSounds({
  store,
  life,
  load = () => import('../../ui/sound'),
  makeAudio = () => new AudioContext(),
}: Ctx<'store' | 'life'> & { load?: () => Promise<SoundModule>; makeAudio?: () => AudioContext }): Sounds {
  let loading: Promise<{ module: SoundModule; player: SoundPlayer }> | null = null;
  const on = () => store.state.settings.sound;
  /** Runs `use` with the player once loaded; a module that fails to load (offline, not yet cached) is tried again later. */
  const withPlayer = (use: (module: SoundModule, player: SoundPlayer) => void) => {
    loading ??= load().then((module) => ({ module, player: new module.SoundPlayer(makeAudio) }));
    loading.then(({ module, player }) => {
      if (!on() || life.hidden) return;
      player.volume = store.state.settings.volume / 100;
      use(module, player);
    }, () => {
      // Sound is a nicety: a module that could not load now is asked for again at the next sound.
      loading = null;
    });
  };
  const play = (sound: Sound) => withPlayer((_, player) => player.play(sound));

  store.onGame('sound', (state, change, previous) => {
    if (!on() || change !== 'action') return;
    withPlayer(({ soundsOf }, player) => {
      for (const sound of soundsOf(previous.game, state.game)) player.play(sound);
    });
  });
  store.subscribe('sound', (state, change, previous) => {
    if (change !== 'settings') return;
    const was: Settings = previous.settings;
    const now = state.settings;
    if (now.sound && (!was.sound || now.volume !== was.volume)) play('place');
    if (!now.sound && was.sound) void loading?.then(({ player }) => player.suspend(), () => undefined);
  });
  life.onVisibility((hidden) => {
    if (hidden) void loading?.then(({ player }) => player.suspend(), () => undefined);
  });
  return {
    refused() {
      if (on()) play('refuse');
      if (store.state.settings.vibrate && typeof navigator.vibrate === 'function') navigator.vibrate(40);
    },
  };
}
