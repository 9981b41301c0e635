// The entry of each worker thread of scripts/solve.ts and scripts/grade.ts: worker threads do not
// inherit tsx's loader, so it is registered here before the TypeScript worker (`workerData.entry`,
// relative to this folder) is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry ?? './solve-worker.ts');
