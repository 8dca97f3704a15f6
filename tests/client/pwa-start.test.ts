// The service worker's install (every screen's files) waits for the first screen and an idle page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../src/app/pwa.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser's idle callbacks, run when the test says the page went idle. */
function idleCallbacks() {
  const queued: { task: IdleRequestCallback; timeout: number | undefined }[] = [];
  vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback, options?: IdleRequestOptions) => {
    queued.push({ task, timeout: options?.timeout });
    return queued.length;
  });
  const idle = () => {
    for (const { task } of queued.splice(0)) task({ didTimeout: false, timeRemaining: () => 50 });
  };
  return { queued, idle };
}

/** Lets every promise chained on a settled start run (a task later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker waits for the first screen', () => {
  it('registers once the start has settled and the page is idle, not before', async () => {
    const { queued, idle } = idleCallbacks();
    let finish!: () => void;
    const started = new Promise<void>((resolve) => (finish = resolve));
    const register = vi.fn();
    afterFirstScreen(started, register);
    idle();
    await settle();
    expect(queued).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();

    finish();
    await settle();
    expect(queued.map((entry) => entry.timeout)).toEqual([5000]);
    expect(register).not.toHaveBeenCalled();
    idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers after a start that failed too: the page still gets its offline copy', async () => {
    const { idle } = idleCallbacks();
    const register = vi.fn();
    const started = Promise.reject(new Error('theme/load unreachable'));
    afterFirstScreen(started, register);
    await settle();
    idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers once, ten seconds after a start that never settles', async () => {
    vi.useFakeTimers();
    const { queued, idle } = idleCallbacks();
    const register = vi.fn();
    afterFirstScreen(new Promise(() => undefined), register);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(queued).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    idle();
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queued).toHaveLength(0);
  });

  it('registers only once when the start settles before the ten seconds are over', async () => {
    vi.useFakeTimers();
    const { queued, idle } = idleCallbacks();
    const register = vi.fn();
    afterFirstScreen(Promise.resolve(), register);
    await vi.advanceTimersByTimeAsync(0);
    idle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queued).toHaveLength(0);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits a second after the start in a browser without idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const register = vi.fn();
    afterFirstScreen(Promise.resolve(), register);
    await vi.advanceTimersByTimeAsync(999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
