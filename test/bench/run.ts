/**
 * `npm run bench`: every benchmark of the project, medians printed as a table.
 * `npm run bench -- solver` (or engine, grades, browser, startup, review, decks, history): only that part.
 */
import { engineBenchmarks } from './engine.bench';
import { printRows } from './measure';
import { persistBenchmarks, precacheKiB } from './persist.bench';

const only = process.argv[2];
const part = (name: string) => only === undefined || only === name;
console.log(`Yukon benchmarks (node ${process.version}, medians)\n`);
if (part('engine')) {
  printRows(engineBenchmarks());
  printRows(persistBenchmarks());
  console.log('');
}
if (part('solver')) {
  printRows(await (await import('./solver.bench')).solverBenchmarks());
  console.log('');
}
if (part('grades')) {
  printRows(await (await import('./grades.bench')).gradeBenchmarks());
  console.log('');
}
if (only === 'startup') {
  const { startUpBenchmarks } = await import('./startup.bench');
  printRows(await startUpBenchmarks());
}
if (only === 'decks') {
  const { deckBenchmarks } = await import('./decks.bench');
  printRows(await deckBenchmarks());
}
if (only === 'history') {
  const { historyBenchmarks } = await import('./history.bench');
  printRows(await historyBenchmarks());
}
if (only === 'review') {
  const { reviewBenchmarks } = await import('./browser.bench');
  printRows(await reviewBenchmarks());
}
if (!part('browser')) process.exit(0);
// Loaded only now: merely importing Playwright slows plain JavaScript in this process several
// times over (seen here: move applications 2.6 M/s alone, 0.4 M/s after the import).
const { browserBenchmarks } = await import('./browser.bench');
const { startUpBenchmarks } = await import('./startup.bench');
printRows(await startUpBenchmarks());
console.log('');
printRows([...(await browserBenchmarks()), { name: 'app: service worker precache, total', value: precacheKiB(), unit: 'KiB' }]);
console.log('');
const { deckBenchmarks } = await import('./decks.bench');
printRows(await deckBenchmarks());
console.log('');
const { historyBenchmarks } = await import('./history.bench');
printRows(await historyBenchmarks());
