/** `npm run bench`: every benchmark of the project, medians printed as a table. */
import { engineBenchmarks } from './engine.bench';
import { printRows } from './measure';

console.log(`Yukon benchmarks (node ${process.version}, medians of 7 rounds)\n`);
printRows(engineBenchmarks());
