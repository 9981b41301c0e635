/**
 * One writer among the tabs of the app: the tab that holds the Web Lock writes the game; another
 * tab can take over (steal the lock), and the tab that loses it is told so it stops writing.
 * Where Web Locks are missing, every tab writes (old browsers; nothing better is available).
 */
export class WriterLock {
  private release: (() => void) | null = null;

  constructor(
    private readonly name: string,
    private readonly lost: () => void,
  ) {}

  /** Takes the lock if no other tab holds it. */
  acquire(): Promise<boolean> {
    return this.request({ ifAvailable: true });
  }

  /** Takes the lock from whichever tab holds it. */
  takeOver(): Promise<boolean> {
    return this.request({ steal: true });
  }

  private request(options: LockOptions): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      this.release = () => {};
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      locks
        .request(this.name, options, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          resolve(true);
          // Held until released, or until another tab steals it.
          return new Promise<void>((release) => (this.release = release));
        })
        .catch(() => {
          // Stolen by another tab (AbortError): this tab must stop writing.
          if (this.release) {
            this.release = null;
            this.lost();
          }
          resolve(false);
        });
    });
  }
}
