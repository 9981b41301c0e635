/** Small helpers for benchmarks that print medians. */

export interface Row {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: string;
}

/**
 * Runs `work` repeatedly for `rounds` rounds of about `ms` milliseconds each (after a warm-up
 * round) and returns the operations per second of each round. `work` returns how many operations
 * it did.
 */
export function measure(work: () => number, rounds = 7, ms = 250): number[] {
  const rates: number[] = [];
  for (let round = -1; round < rounds; round++) {
    let ops = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      ops += work();
      elapsed = performance.now() - start;
    }
    if (round >= 0) rates.push((ops * 1000) / elapsed);
  }
  return rates;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Sizes to a tenth of a KiB (the start-up budget is a few KiB wide); other figures of 100 or more whole. */
function format(value: number, unit: string): string {
  if (unit === 'KiB') return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
}

/** Prints rows as an aligned table: name, median, unit, target. */
export function printRows(rows: readonly Row[]): void {
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const target = r.target ? `   (target ${r.target})` : '';
    console.log(`${r.name.padEnd(width)}  ${format(r.value, r.unit).padStart(12)} ${r.unit}${target}`);
  }
}
