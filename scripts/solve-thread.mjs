// The entry of each worker thread of scripts/solve.ts: worker threads do not inherit tsx's loader,
// so it is registered here before the TypeScript worker is imported.
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
