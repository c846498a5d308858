// A counting semaphore with a bounded, time-limited queue: heavy work (full-size renders) runs a
// few at a time, a short burst waits its turn, and a flood is turned away instead of piling up.
export class BusyError extends Error {
  constructor() {
    super('Too many requests are waiting.');
  }
}

export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
    private readonly waitMs: number,
  ) {}

  get active(): number {
    return this.running;
  }

  /** Resolves with a release function (safe to call more than once); BusyError when full. */
  acquire(): Promise<() => void> {
    if (this.running < this.max) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new BusyError());
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.running++;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new BusyError());
      }, this.waitMs);
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.waiting.shift()?.();
    };
  }
}
