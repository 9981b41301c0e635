/**
 * Everything the first table frame does not need, loaded right after it (main.ts): the context and
 * every feature. One dynamic import, so that the JavaScript before the first frame is only what
 * draws it.
 */
export { createContext } from '../core/context';
export { wireLesson } from '../lesson/offer';
export { wireFrame } from '../look/frame';
export { wireLooks } from '../look/looks';
export { wireSounds } from '../look/sounds';
export { wirePwa } from '../platform/pwa';
export { wireScreen } from '../platform/screen';
export { wireAccess } from '../play/access';
export { wireKeyboard } from '../play/keyboard';
export { wirePointer } from '../play/pointer';
export { wireTable } from '../play/table';
export { wireUndo } from '../play/undo';
export { wireHistory } from '../records/history';
export { wireSaving } from '../records/saving';
export { wireStats } from '../records/statistics';
export { wireBadge } from '../solving/badge';
export { makeDeals } from '../../services/deals';
export { wireDealGrade } from '../solving/deal-grade';
export { wireFinish } from '../solving/finish';
export { wireReview } from '../solving/review-loader';
export { wireHelp } from '../solving/hints';
export { wireWindows } from '../windows/windows';
export { arrive } from './arrive';
