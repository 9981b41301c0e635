import './look/style.css';
import { startTable } from './start/start';
import { breathe } from './start/breathe';

/**
 * The composition root. The table's first frame comes first (start/start.ts); then the rest of the
 * app, loaded meanwhile, is put together: one context (core/context.ts), and the features in the
 * order a player meets them, each `(ctx) => api`, given by name the apis of the features before it
 * that it needs. Features that follow the same change hear it in their declared phases (the
 * store's PHASES: the interaction model settles first, the table is drawn, the reader speaks, the
 * helpers follow, the records are kept, the sound plays), whatever the order here.
 */
async function main(): Promise<void> {
  const started = await startTable();
  const app = await started.wiring;
  const ctx = app.createContext(started);
  const stats = app.wireStats(ctx);
  app.wireHistory({ ...ctx, stats });
  const dealGrade = app.wireDealGrade(ctx);
  const review = app.wireReview(ctx);
  const lesson = app.wireLesson(ctx);
  const windows = app.wireWindows({ ...ctx, readers: started.readers, deals: app.makeDeals(ctx.oracle, ctx.grades), stats, review, dealGrade, lesson });
  // The wiring in a few tasks, none long (input waits for play to be wired meanwhile: early.ts).
  await breathe();
  app.wireFrame(ctx);
  app.wireLooks(ctx);
  const sounds = app.wireSounds(ctx);
  app.wireTable({ ...ctx, windows });
  const gestures = app.wirePointer({ ...ctx, sounds });
  const help = app.wireHelp({ ...ctx, review });
  app.wireAccess({ ...ctx, sounds });
  const finish = app.wireFinish(ctx);
  app.wireBadge({ ...ctx, help });
  app.wireSaving({ ...ctx, windows, saveFirst: !started.resumed });
  await breathe();
  app.wireScreen(ctx);
  app.wireUndo(ctx);
  app.wireKeyboard({ ...ctx, windows, help, review });
  // The automation hook (window.yukon) is no player's: it loads once the table is drawn, off the start's path.
  void started.framed.then(() => import('./platform/hook')).then((m) => m.installHook({ ...ctx, gestures, help, review, finish }));
  app.arrive({ ...ctx, windows, started, lesson });
  app.wirePwa({ ...ctx, windows, launchedAt: started.launchedAt, framed: started.framed });
}

void main();
