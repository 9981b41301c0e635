/**
 * The set of run states as it was first written (src/solver/run-states.ts has what it is for): a
 * Set of strings, each the position's 52-byte key and the cards waiting in increasing order, one
 * character a byte. The solver now keeps the states in typed arrays; this plain version is the
 * reference the tests hold it to.
 */
export class RunStatesReference {
  private readonly states = new Set<string>();
  private steps = 0;
  cutShort = false;

  constructor(
    private readonly most: number,
    private readonly lookUpAfter: number,
  ) {}

  clear(): void {
    this.states.clear();
    this.steps = 0;
  }

  goesOn(p: { readonly key: Uint8Array }, depth: number, waiting: readonly number[]): boolean {
    if (depth === 0 || ++this.steps <= Math.min(this.lookUpAfter, this.most)) return true;
    const state = String.fromCharCode(...p.key, ...[...waiting].sort((a, b) => a - b));
    if (this.states.has(state)) return false;
    if (this.states.size >= this.most) {
      this.cutShort = true;
      return false;
    }
    this.states.add(state);
    return true;
  }
}
