/**
 * The play clock: it runs while a game is in play (a first move made, not yet won), the page is
 * seen, and, after a resume, once the player has moved again, so that looking at a resumed table
 * costs no time. The time source is injected, so tests drive it.
 */
export class PlayClock {
  private elapsedMs = 0;
  private runningSince: number | null = null;
  private hidden = false;
  private waitingForMove = false;
  private inPlay = false;

  constructor(private readonly now: () => number) {}

  /** Seconds of play so far. */
  get seconds(): number {
    return (this.elapsedMs + (this.runningSince === null ? 0 : this.now() - this.runningSince)) / 1000;
  }

  get running(): boolean {
    return this.runningSince !== null;
  }

  /**
   * Starts over for another game at `seconds`; `inPlay`: the game has moves and is not won. A
   * resumed game waits for the next move before the clock runs.
   */
  reset(seconds: number, inPlay: boolean, waitForMove: boolean): void {
    this.elapsedMs = seconds * 1000;
    this.runningSince = null;
    this.inPlay = inPlay;
    this.waitingForMove = waitForMove;
    this.update();
  }

  /** A move was played; `inPlay`: the game has moves and is not won. */
  moved(inPlay: boolean): void {
    this.waitingForMove = false;
    this.inPlay = inPlay;
    this.update();
  }

  /** The page was hidden or shown: the clock pauses while nobody can see the game. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.update();
  }

  private update(): void {
    const run = this.inPlay && !this.hidden && !this.waitingForMove;
    if (run && this.runningSince === null) this.runningSince = this.now();
    if (!run && this.runningSince !== null) {
      this.elapsedMs += this.now() - this.runningSince;
      this.runningSince = null;
    }
  }
}
