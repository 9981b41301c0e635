/**
 * Things of a list made when first asked for, and the rest made step by step when there is time
 * (the atlas's sheets of faces: a table's first frame shows the backs, or only the faces turned up,
 * so the other sheets are drawn after it). Pure bookkeeping, so that it is tested without a canvas.
 */
export class MadeWhenAsked<T> {
  private readonly made: (T | undefined)[];
  private ended = false;

  constructor(
    count: number,
    private readonly make: (index: number) => T,
  ) {
    this.made = new Array<T | undefined>(count).fill(undefined);
  }

  /** The thing at `index`, made now if it was not yet. */
  get(index: number): T {
    const known = this.made[index];
    if (known !== undefined) return known;
    if (this.ended) throw new Error('asked after its end');
    const fresh = this.make(index);
    this.made[index] = fresh;
    return fresh;
  }

  /** What is made so far, in list order. */
  get present(): readonly T[] {
    return this.made.filter((one): one is T => one !== undefined);
  }

  /** True once every thing is made. */
  get complete(): boolean {
    return this.made.every((one) => one !== undefined);
  }

  /** Makes the things not made yet, one a step; it stops once the list has ended. */
  *rest(): Generator<void, void> {
    for (let i = 0; i < this.made.length; i++) {
      if (this.ended) return;
      if (this.made[i] !== undefined) continue;
      this.get(i);
      yield;
    }
  }

  /** Ends the list: `drop` is given everything made, and nothing more is made. */
  end(drop: (one: T) => void): void {
    this.ended = true;
    for (const one of this.present) drop(one);
    this.made.fill(undefined);
  }
}
