/**
 * One writer among the tabs of the app: the tab that holds the Web Lock writes the game; another
 * tab can take over (steal the lock), and the tab that loses it is told so it stops writing.
 * Where Web Locks are missing, every tab writes (old browsers; nothing better is available).
 */
/**
 * How long a page waits for the lock before it says the game is open elsewhere. A page just left
 * (reloaded, navigated away from, or kept in the back-forward cache) can still hold it for a
 * moment: asked only if it was free, a reload sometimes found it taken, said the game was open in
 * another tab and saved nothing (seen in the kill test: the winning move was never made).
 */
const WAIT_MS = 1500;

export class WriterLock {
  private release: (() => void) | null = null;
  /** The wait of `whenFree`, called off when this tab takes the lock over instead. */
  private waiting: AbortController | null = null;

  constructor(
    private readonly name: string,
    private readonly lost: () => void,
  ) {}

  /** Takes the lock if no other tab holds it, or lets go of it within WAIT_MS. */
  acquire(): Promise<boolean> {
    const timeout = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(WAIT_MS) : null;
    return this.request(timeout ? { signal: timeout } : { ifAvailable: true });
  }

  /**
   * Waits, as long as it takes, for the lock to be free, and takes it: true once it is this tab's,
   * false if the wait was called off (a take-over) or Web Locks failed. A page that did not get the
   * lock in time plays on by itself once the other page goes (a reload's old page that took its
   * time, or a tab closed), and a page whose grant merely came late is not left blocked.
   */
  whenFree(): Promise<boolean> {
    this.waiting?.abort();
    const waiting = new AbortController();
    this.waiting = waiting;
    return this.request({ signal: waiting.signal }).finally(() => this.waiting === waiting && (this.waiting = null));
  }

  /** Takes the lock from whichever tab holds it. */
  takeOver(): Promise<boolean> {
    this.waiting?.abort();
    this.waiting = null;
    return this.request({ steal: true });
  }

  private request(options: LockOptions): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      this.release = () => {};
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      let held = false;
      locks
        .request(this.name, options, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          held = true;
          resolve(true);
          // Held until released, or until another tab steals it.
          return new Promise<void>((release) => (this.release = release));
        })
        .catch(() => {
          // Not had in time (the wait's AbortError, or a wait called off), or stolen by another
          // tab: only this request's lock, once held and now lost, means this tab must stop writing.
          if (held && this.release) {
            this.release = null;
            this.lost();
          }
          resolve(false);
        });
    });
  }
}
