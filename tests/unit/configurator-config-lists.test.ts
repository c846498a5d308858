// Config lists load network first, all nine in one request (GET /api/config), are kept in
// IndexedDB one row per list with their fetch time, and are served from there when the network
// fails, so the configurator prices offline; the lists served are always all from one source.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { loadConfigLists, sameUnlessChanged, sharedConfigLists } from '../../src/data/config-lists';
import type { ConfigListSources } from '../../src/data/config-lists';
import { LocalDb, localDb } from '../../src/data/local-db';
import { queryClient } from '../../src/data/query-client';
import { configListNames } from '../../src/domain/config-lists';
import type { ConfigLists } from '../../src/domain/config-lists';

const lists = () => structuredClone(demoConfigLists);

describe('the lists over HTTP', () => {
  /** The shop's server as the app sees it: every list at /api/config, and each alone. */
  function fakeServer({ bundle = true } = {}) {
    const state = { lists: lists(), offline: false, asked: [] as string[] };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        state.asked.push(url);
        if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
        if (url === '/api/config' && bundle) {
          return Promise.resolve(Response.json({ data: state.lists }));
        }
        const name = /^\/api\/config\/(\w+)$/.exec(url)?.[1] as keyof ConfigLists | undefined;
        if (name && name in state.lists) {
          return Promise.resolve(Response.json({ data: state.lists[name] }));
        }
        return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
      }),
    );
    return state;
  }

  beforeEach(async () => {
    queryClient.clear();
    await localDb.configLists.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for all nine lists in one request, and stores each with its fetch time', async () => {
    const server = fakeServer();
    const loaded = await loadConfigLists();
    expect(server.asked).toEqual(['/api/config']);
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual([]);
    await vi.waitFor(async () => expect(await localDb.configLists.count()).toBe(9));
    const rows = await localDb.configLists.toArray();
    expect(rows.every((r) => r.fetchedAt === loaded.fetchedAt)).toBe(true);
    expect((await localDb.configLists.get('frames'))?.items).toEqual(demoConfigLists.frames);

    server.offline = true;
    const offline = await loadConfigLists();
    expect(offline.lists).toEqual(demoConfigLists);
    expect(offline.fromCache).toEqual(configListNames);
  });

  it('asks a backend without the bundle (the spec’s original one) for each list at its path', async () => {
    const server = fakeServer({ bundle: false });
    const loaded = await loadConfigLists();
    expect(server.asked).toEqual([
      '/api/config',
      ...configListNames.map((n) => `/api/config/${n}`),
    ]);
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual([]);
  });

  it('revalidates with one request and keeps the loaded state when nothing changed', async () => {
    const server = fakeServer();
    const first = await sharedConfigLists();
    const revalidate = () => queryClient.refetchQueries({ queryKey: ['config-lists'] });
    await revalidate();
    expect(server.asked).toEqual(['/api/config', '/api/config']);
    expect(queryClient.getQueryData(['config-lists'])).toBe(first);

    server.lists.frames[0]!.pricePerLinearIn += 1;
    await revalidate();
    expect(server.asked).toHaveLength(3);
    const changed = (await sharedConfigLists()).lists;
    expect(changed.frames[0]!.pricePerLinearIn).toBe(server.lists.frames[0]!.pricePerLinearIn);
    // What did not change is still the object the configurator already holds.
    expect(changed.medias).toBe(first.lists.medias);
  });
});

describe('loadConfigLists', () => {
  let db: LocalDb;
  let n = 0;
  beforeEach(async () => {
    db = new LocalDb(`config-lists-test-${++n}`);
    await db.open();
  });

  function sources(fetchLists: ConfigListSources['fetchLists'], now = 1000): ConfigListSources {
    return { fetchLists, db, now: () => now };
  }
  const online = () => Promise.resolve(lists());
  const offline = () => Promise.reject(new Error('offline'));
  /** What the app stores once the answer is in (behind it, not awaited by the load). */
  const stored = async () => {
    await vi.waitFor(async () => expect(await db.configLists.count()).toBe(9));
  };

  it('serves the stored lists when offline, with the time they were fetched', async () => {
    await loadConfigLists(sources(online, 1000));
    await stored();
    const loaded = await loadConfigLists(sources(offline, 5000));
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual(configListNames);
    expect(loaded.fetchedAt).toBe(1000);
  });

  it('serves the lists an app from before the update stored one by one, each at its own time', async () => {
    await db.configLists.bulkPut(
      configListNames.map((name, i) => ({
        name,
        items: demoConfigLists[name],
        fetchedAt: 700 + i,
      })),
    );
    const loaded = await loadConfigLists(sources(offline, 5000));
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual(configListNames);
    expect(loaded.fetchedAt).toBe(700);
  });

  it('takes a malformed answer for a failure, and then serves every list from storage', async () => {
    await loadConfigLists(sources(online, 1000));
    await stored();
    const next = lists();
    next.frames[0]!.pricePerLinearIn += 1;
    const broken = { ...next, pricing: { inkPrice: 'free' } };
    const loaded = await loadConfigLists(sources(() => Promise.resolve(broken), 2000));
    // Never the new frames beside the stored pricing: the lists priced together are of one moment.
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual(configListNames);
    expect(loaded.fetchedAt).toBe(1000);
  });

  it('fails when the network fails and nothing is stored', async () => {
    await expect(loadConfigLists(sources(offline))).rejects.toThrow('offline');
  });

  describe('on a network slower than its five seconds', () => {
    /** An answer that comes when the test says so. */
    function slowNetwork() {
      let answer!: (lists: unknown) => void;
      const pending = new Promise<unknown>((resolve) => (answer = resolve));
      return { fetchLists: () => pending, answer };
    }
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits for the answer when nothing is stored, and stores it', async () => {
      const network = slowNetwork();
      const load = loadConfigLists(sources(network.fetchLists, 3000));
      await vi.advanceTimersByTimeAsync(30_000);
      network.answer(lists());
      const loaded = await load;
      expect(loaded.fromCache).toEqual([]);
      expect(loaded.lists).toEqual(demoConfigLists);
      await stored();
    });

    it('serves the stored lists, and stores the late answer when it comes', async () => {
      await loadConfigLists(sources(online, 1000));
      await stored();
      const network = slowNetwork();
      const load = loadConfigLists(sources(network.fetchLists, 9000));
      await vi.advanceTimersByTimeAsync(5000);
      const loaded = await load;
      expect(loaded.fromCache).toEqual(configListNames);
      expect(loaded.fetchedAt).toBe(1000);

      const next = lists();
      next.frames[0]!.pricePerLinearIn += 1;
      network.answer(next);
      await vi.waitFor(async () =>
        expect((await db.configLists.get('frames'))?.fetchedAt).toBe(9000),
      );
      const offlineLater = await loadConfigLists(sources(offline, 12_000));
      expect(offlineLater.lists.frames).toEqual(next.frames);
    });
  });

  it('fails when the network fails and a list is missing from storage', async () => {
    await db.configLists.bulkPut(
      configListNames
        .filter((name) => name !== 'pricing')
        .map((name) => ({ name, items: demoConfigLists[name], fetchedAt: 700 })),
    );
    await expect(loadConfigLists(sources(offline))).rejects.toThrow('offline');
  });
});

describe('a revalidation of the lists', () => {
  const loaded = (fetchedAt: number, price: number) => ({
    lists: { medias: [{ value: 'lustre', pricePerSqIn: price }] },
    fetchedAt,
    fromCache: [],
  });

  it('keeps the loaded state when the lists are unchanged, and takes them when they changed', () => {
    const first = loaded(1, 0.1);
    expect(sameUnlessChanged(first, loaded(2, 0.1))).toBe(first);
    const changed = sameUnlessChanged(first, loaded(3, 0.2)) as ReturnType<typeof loaded>;
    expect(changed).not.toBe(first);
    expect(changed.lists.medias[0]!.pricePerSqIn).toBe(0.2);
  });
});
