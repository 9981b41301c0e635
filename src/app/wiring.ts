/**
 * Everything the first table frame does not need, loaded right after it (main.ts): the frame's
 * words, the windows, play, saving, statistics and the rest. One dynamic import, so that the
 * JavaScript before the first frame is only what draws it.
 */
export { Page } from '../ui/page';
export { codeErrorSentence } from '../ui/messages';
export { wireAccess } from './access';
export { readIntent } from './boot';
export { makeDeals } from './deals';
export { wireBadge, wireFinish } from './finish';
export { wireFrame } from './frame';
export { wireHelp } from './help';
export { TableInteraction } from './interaction';
export { installHook } from './hook';
export { wireKeyboard } from './keyboard';
export { KeyMap } from './keys';
export { PageLife, wireLifecycle } from './lifecycle';
export { wireLooks } from './looks';
export { Oracle } from './oracle';
export { wirePwa } from './pwa';
export { wireReview } from './review';
export { wireSaving } from './saving';
export { SolverClient } from './solver';
export { wireStats } from './stats';
export { wirePointer } from './pointer';
export { wireTable } from './table';
export { wireWindows } from './windows';
