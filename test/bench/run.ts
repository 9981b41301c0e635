/** `npm run bench`: every benchmark of the project, medians printed as a table. */
import { browserBenchmarks } from './browser.bench';
import { engineBenchmarks } from './engine.bench';
import { printRows } from './measure';

console.log(`Yukon benchmarks (node ${process.version}, medians)\n`);
printRows(engineBenchmarks());
console.log('');
printRows(await browserBenchmarks());
