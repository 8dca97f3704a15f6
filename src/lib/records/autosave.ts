/**
 * Sends a changing value a quiet moment after its last change, one send at a time: a change made
 * while a send is on its way goes with the next one. Timers only, no React, DOM or storage: the
 * back office's drafts and the public side's respondent drafts share it (the public page's light
 * bundle too).
 */
export class Autosave {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;

  /** `send` sends whatever waits (nothing, when nothing does); `quietMs` is the pause after the last change. */
  constructor(
    private readonly send: () => Promise<void>,
    private readonly quietMs: number,
  ) {}

  /** Whether it was stopped (the screen left). */
  get stopped(): boolean {
    return this.halted;
  }

  /** A change: sent once nothing else changed for the quiet moment. */
  changed(): void {
    this.after(this.quietMs);
  }

  /** Sends after `ms` (a retry's pause), unless something sends sooner. */
  after(ms: number): void {
    clearTimeout(this.timer);
    if (!this.halted) this.timer = setTimeout(() => void this.flush(), ms);
  }

  /** Sends now; with a send on its way, one more follows it. Resolves once both went. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.halted) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => (this.running = null));
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      await this.send();
    } while (this.again && !this.halted);
  }

  /** Runs `task` once no send is on its way, and lets none start before it ends (a submission). */
  async alone<T>(task: () => Promise<T>): Promise<T> {
    for (;;) {
      clearTimeout(this.timer);
      if (!this.running) break;
      await this.running;
    }
    const done = task();
    this.running = done.then(
      () => undefined,
      () => undefined,
    );
    void this.running.then(() => {
      this.running = null;
      if (this.again) void this.flush();
    });
    return done;
  }

  /** Starts again after `stop` (the screen shows the value again). */
  start(): void {
    this.halted = false;
  }

  /** Stops every timer; a send on its way ends, and what waits stays for whoever holds it. */
  stop(): void {
    this.halted = true;
    clearTimeout(this.timer);
  }
}
