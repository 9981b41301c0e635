import './look/style.css';
import { startTable } from './start/start';

/**
 * The composition root. The table's first frame comes first (start/start.ts); the features,
 * loaded meanwhile as one chunk, are then composed on the one context: their list is
 * start/wiring.ts, that chunk's entry, so that the start fetches none of them.
 */
async function main(): Promise<void> {
  const started = await startTable();
  const app = await started.wiring;
  await app.compose(app.FEATURES, app.createContext(started));
}

void main();
