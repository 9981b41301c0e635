import type { KeyValueStore } from '../../persist/store';
import { RecordWriter } from '../../persist/writer';
import { Page } from '../../ui/page';
import type { TableStage } from '../../view/table-stage';
import { recordNotice } from './record-notices';
import { GradeBook } from '../../services/grading';
import { Oracle } from '../../services/oracle';
import { SolverClient } from '../../services/solver-client';
import type { Store } from './app-store';
import { KeyMap } from './key-map';
import { PageLife } from './page-life';
import type { StartFacts } from './start-facts';
import { TableInteraction } from './table-model';

/**
 * What every feature of the app plugs into: the one store of the game, the table's one interaction
 * model, the stage, the page around it, the solver (through the oracle, which remembers its
 * proofs and serves several askers, and the grade book of deals' grades), the one writer of every record, the one key map and the
 * page's life. A feature is `(ctx) => api`: it takes the context (and the apis of the features it
 * needs, by name), subscribes to what it follows, and returns a small api; it never reaches into
 * another feature's state.
 */
export interface AppContext {
  readonly store: Store;
  readonly interaction: TableInteraction;
  readonly stage: TableStage;
  readonly page: Page;
  readonly solver: SolverClient;
  readonly oracle: Oracle;
  /** Deals' grades, worked out in the solver's worker and remembered. */
  readonly grades: GradeBook;
  readonly records: RecordWriter;
  readonly keys: KeyMap;
  readonly life: PageLife;
  /** What the start found out (a resumed game, the address's request, storage's notices). */
  readonly start: StartFacts;
}

/** The part of the context a feature uses. */
export type Ctx<K extends keyof AppContext> = Pick<AppContext, K>;

/**
 * The context, made once play can be wired. The interaction model is made first of all that follow
 * the store: it settles on each change of the game before anyone else hears it.
 */
export function createContext(started: { store: Store; stage: TableStage; storage: KeyValueStore | null } & StartFacts): AppContext {
  const { store, stage, storage } = started;
  const page = new Page(document, store.state.lang);
  const interaction = new TableInteraction(store);
  const solver = new SolverClient();
  const oracle = new Oracle((position, budgetMs, maxNodes, signal) => solver.ask(position, budgetMs, maxNodes, signal));
  return {
    store,
    interaction,
    stage,
    page,
    solver,
    oracle,
    grades: new GradeBook((code) => solver.grade(code), oracle),
    records: new RecordWriter(storage, (record, notice) => page.toast(page.say(recordNotice(record, notice)), 6000)),
    keys: new KeyMap(),
    life: new PageLife(),
    start: started,
  };
}
