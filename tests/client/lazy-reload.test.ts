import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { clearReloadMark, RELOAD_MARK, reloadOnce, reloadTowards, type ReloadEnv } from '../../src/app/routes/lazy-reload.ts';

function fakeEnv(): ReloadEnv & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    reload: vi.fn(),
    logError: vi.fn(),
  };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('a lazily loaded module', () => {
  it('loads as usual and touches nothing', async () => {
    const env = fakeEnv();
    await expect(reloadOnce(async () => 'screen', () => env)()).resolves.toBe('screen');
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.store.size).toBe(0);
  });

  it('reloads the page once on a first failure, marked in storage, without logging', async () => {
    const env = fakeEnv();
    const pending = reloadOnce(failing, () => env)();
    expect(await settledWithin(pending, 20)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.store.has(RELOAD_MARK)).toBe(true);
    expect(env.logError).not.toHaveBeenCalled();
  });

  it('logs and fails when the reload did not help', async () => {
    const env = fakeEnv();
    env.store.set(RELOAD_MARK, '1');
    await expect(reloadOnce(failing, () => env)()).rejects.toThrow('dynamically imported');
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.logError).toHaveBeenCalledTimes(1);
  });

  it('may reload again once the mark was cleared by a ready router', async () => {
    const env = fakeEnv();
    env.store.set(RELOAD_MARK, '1');
    clearReloadMark(env);
    void reloadOnce(failing, () => env)();
    await Promise.resolve();
    await Promise.resolve();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('never loops when storage is refused: it logs instead of reloading', async () => {
    const env = { ...fakeEnv(), storage: null };
    await expect(reloadOnce(failing, () => env)()).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.logError).toHaveBeenCalledTimes(1);
  });

  it('reloads at the address of the screen being opened, which the router tells, not at the page being left', async () => {
    const env = fakeEnv();
    const router = createMemoryRouter(
      [
        { path: '/app/in/home', Component: () => null },
        { path: '/app/in/company/:company/options/main', lazy: { Component: reloadOnce(failing, () => env) } },
      ],
      { initialEntries: ['/app/in/home'] },
    );
    // As the app's router is (src/app/router.tsx).
    reloadTowards(router);
    try {
      void router.navigate('/app/in/company/c1/options/main?tab=people');
      await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
      expect(env.reload).toHaveBeenCalledWith('/app/in/company/c1/options/main?tab=people');
      expect(router.state.location.pathname).toBe('/app/in/home');
    } finally {
      reloadTowards(null);
      router.dispose();
    }
  });

  it('reloads where it is when no navigation is on its way (the first screen of a start)', async () => {
    const env = fakeEnv();
    void reloadOnce(failing, () => env)();
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(env.reload).toHaveBeenCalledWith(undefined);
  });
});
