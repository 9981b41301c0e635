import { makeDeals } from '../../services/deals';
import { feature } from '../core/features';
import { wireLesson } from '../lesson/offer';
import { wireFrame } from '../look/frame';
import { wireLooks } from '../look/looks';
import { wireSounds } from '../look/sounds';
import { arrive } from '../platform/arrive';
import { wireHook } from '../platform/hook-loader';
import { wirePwa } from '../platform/pwa';
import { wireScreen } from '../platform/screen';
import { wireAccess } from '../play/access';
import { wireKeyboard } from '../play/keyboard';
import { wirePointer } from '../play/pointer';
import { wireTable } from '../play/table';
import { wireUndo } from '../play/undo';
import { wireHistory } from '../records/history';
import { wireSaving } from '../records/saving';
import { wireStats } from '../records/statistics';
import { wireBadge } from '../solving/badge';
import { wireDealGrade } from '../solving/deal-grade';
import { wireFinish } from '../solving/finish';
import { wireHelp } from '../solving/hints';
import { wireReview } from '../solving/review-loader';
import { wireWindows } from '../windows/windows';

export { createContext } from '../core/context';
export { compose } from '../core/features';

/**
 * The rest of the app, everything the first table frame does not need: the context and the
 * features, loaded right after the start (main.ts) as one dynamic import, so that the JavaScript
 * before the first frame is only what draws it.
 *
 * The app's features, each declared once: its name, what it needs of the others, and its wiring
 * `(ctx) => api`. `compose` (core/features.ts) wires them in the order of their needs, and as
 * listed where they need nothing of each other: in the order a player meets them. The store tells
 * them its changes in their declared phases (core/app-store.ts), not in this order. Play is wired
 * once `arrive` is: it needs everything a move, a key or a button uses.
 */
export const FEATURES = [
  feature('deals', [], makeDeals),
  feature('stats', [], wireStats),
  feature('history', ['stats'], wireHistory),
  feature('dealGrade', [], wireDealGrade),
  feature('review', [], wireReview),
  feature('lesson', [], wireLesson),
  feature('windows', ['deals', 'stats', 'review', 'dealGrade', 'lesson'], wireWindows),
  feature('frame', [], wireFrame),
  feature('looks', [], wireLooks),
  feature('sounds', [], wireSounds),
  feature('table', ['windows'], wireTable),
  feature('gestures', ['sounds'], wirePointer),
  feature('help', ['review'], wireHelp),
  feature('access', ['sounds'], wireAccess),
  feature('finish', [], wireFinish),
  feature('badge', ['help'], wireBadge),
  feature('saving', ['windows'], wireSaving),
  feature('screen', [], wireScreen),
  feature('undo', [], wireUndo),
  feature('keyboard', ['windows', 'help', 'review'], wireKeyboard),
  feature('hook', ['gestures', 'help', 'review', 'finish'], wireHook),
  feature('arrive', ['windows', 'lesson', 'frame', 'looks', 'table', 'gestures', 'access', 'finish', 'badge', 'saving', 'screen', 'undo', 'keyboard'], arrive),
  feature('pwa', ['windows'], wirePwa),
];
