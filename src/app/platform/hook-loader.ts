import type { Finish, Help, Review } from '../core/apis';
import type { Ctx } from '../core/context';
import type { GestureMachine } from '../../input/gestures';

/**
 * The automation hook (window.yukon, hook.ts) is no player's: its module loads once the table's
 * first frame is drawn, off the start's path, and is installed then.
 */
export function wireHook(ctx: Ctx<'store' | 'interaction' | 'stage' | 'solver' | 'start'> & { gestures: GestureMachine; help: Help; review: Review; finish: Finish }): void {
  void ctx.start.framed.then(() => import('./hook')).then((m) => m.installHook(ctx));
}
