import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CheckLogin, OperatorCurrent } from '../../contract/sign-in.ts';
import { ThemeLoad } from '../../contract/theme.ts';
import { readSnapshot, writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { useCached } from '../../src/lib/cache/use-cached.ts';
import { useOfflineReadAt } from '../../src/lib/cache/offline-reads.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const STORED = { Theme_Colors: '{"vuetify":{"primary":"#111111"}}', Theme_Graphics: '' };
const FRESH = { Theme_Colors: '{"vuetify":{"primary":"#222222"}}', Theme_Graphics: '' };


describe('useCached', () => {
  it('asks the network once the screen has painted its frame, not while it prepares it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let calls = 0;
    server.use(
      http.post('/api/theme/load', () => {
        calls++;
        return HttpResponse.json(FRESH);
      }),
    );

    server.use(http.post('/api/accounting/checklogin', () => HttpResponse.json({ logged: false, mustchange: false })));
    // Two reads of one screen: one frame is waited for.
    const { result } = renderHook(() => [useCached(ThemeLoad), useCached(CheckLogin)] as const);
    await waitFor(() => expect(frames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);

    act(() => frames[0]!(performance.now()));
    await waitFor(() => expect(result.current[0].data).toEqual(FRESH));
    await waitFor(() => expect(result.current[1].data).toEqual({ logged: false, mustchange: false }));
    expect(calls).toBe(1);
    expect(frames).toHaveLength(1);
  });

  it('asks at once in a page that is hidden, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    server.use(http.post('/api/theme/load', () => HttpResponse.json(FRESH)));

    const { result } = renderHook(() => useCached(ThemeLoad));

    await waitFor(() => expect(result.current.data).toEqual(FRESH));
    expect(frame).not.toHaveBeenCalled();
  });

  it('gives the stored snapshot first, then the network answer, which it writes back', async () => {
    await writeSnapshot(ThemeLoad.path, {}, STORED, true);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/theme/load', async () => {
        await answered;
        return HttpResponse.json(FRESH);
      }),
    );

    const { result } = renderHook(() => useCached(ThemeLoad));

    await waitFor(() => expect(result.current.data).toEqual(STORED));
    expect(result.current.fresh).toBe(false);
    act(() => answer());
    await waitFor(() => expect(result.current.data).toEqual(FRESH));
    expect(result.current.fresh).toBe(true);
    expect(await readSnapshot(ThemeLoad.path, {}, true)).toEqual(FRESH);
  });

  it('keeps the snapshot when the network does not answer', async () => {
    await writeSnapshot(ThemeLoad.path, {}, STORED, true);
    let calls = 0;
    server.use(
      http.post('/api/theme/load', () => {
        calls++;
        return HttpResponse.error();
      }),
    );

    const { result } = renderHook(() => useCached(ThemeLoad));

    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(result.current.data).toEqual(STORED));
    expect(result.current.fresh).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('says when the data it shows was read while the network does not answer, and asks again once the connection is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-15T08:00:00.000Z') });
    await writeSnapshot(ThemeLoad.path, {}, STORED, true);
    vi.useRealTimers();
    let answer = () => HttpResponse.error() as Response;
    server.use(http.post('/api/theme/load', () => answer()));

    const { result } = renderHook(() => [useCached(ThemeLoad), useOfflineReadAt()] as const);

    await waitFor(() => expect(result.current[0].offlineSince).toBe(Date.parse('2030-01-15T08:00:00.000Z')));
    expect(result.current[1]).toBe(Date.parse('2030-01-15T08:00:00.000Z'));
    answer = () => HttpResponse.json(FRESH);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current[0].data).toEqual(FRESH));
    expect(result.current[0].offlineSince).toBeNull();
    expect(result.current[1]).toBeNull();
  });

  it("keeps the operator's answers under the operator, and asks again on reload", async () => {
    await rememberSignedIn(DANA);
    const renamed = { entity: { ...DANA, first_name: 'Daniela' } };
    let calls = 0;
    server.use(
      http.post('/api/accounting/operator/current', async () => {
        calls++;
        await delay(10);
        return HttpResponse.json(calls === 1 ? { entity: DANA } : renamed);
      }),
    );

    const { result } = renderHook(() => useCached(OperatorCurrent));
    await waitFor(() => expect(result.current.fresh).toBe(true));
    act(() => result.current.reload());

    await waitFor(() => expect(result.current.data).toEqual(renamed));
    expect(await readSnapshot(OperatorCurrent.path, {})).toEqual(renamed);
  });

  it("hands back the server's refusal and keeps what it had", async () => {
    await writeSnapshot(ThemeLoad.path, {}, STORED, true);
    server.use(
      http.post('/api/theme/load', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'No.' } }, { status: 403 }),
      ),
    );

    const { result } = renderHook(() => useCached(ThemeLoad));

    await waitFor(() => expect(result.current.error?.code).toBe('forbidden'));
    expect(result.current.data).toEqual(STORED);
  });

  it('asks the server once when several parts of a screen read the same call at once', async () => {
    let requests = 0;
    server.use(
      http.post('/api/theme/load', async () => {
        requests++;
        await delay(20);
        return HttpResponse.json(FRESH);
      }),
    );

    const { result } = renderHook(() => [useCached(ThemeLoad), useCached(ThemeLoad), useCached(ThemeLoad)]);

    await waitFor(() => expect(result.current.every((read) => read.fresh)).toBe(true));
    expect(requests).toBe(1);
    act(() => result.current[0]!.reload());
    await waitFor(() => expect(requests).toBe(2));
  });
});
