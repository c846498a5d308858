// Config lists load network first, are kept in IndexedDB with their fetch time, and are served
// from there when the network fails, so the configurator prices offline.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { loadConfigLists, sameUnlessChanged } from '../../src/data/config-lists';
import type { ConfigListSources } from '../../src/data/config-lists';
import { LocalDb } from '../../src/data/local-db';
import type { ConfigListName } from '../../src/domain/config-lists';

let db: LocalDb;
let n = 0;
beforeEach(async () => {
  db = new LocalDb(`config-lists-test-${++n}`);
  await db.open();
});

function sources(fetchList: ConfigListSources['fetchList'], now = 1000): ConfigListSources {
  return { fetchList, db, now: () => now };
}
const online = (name: ConfigListName) => Promise.resolve(structuredClone(demoConfigLists[name]));
const offline = () => Promise.reject(new Error('offline'));

describe('loadConfigLists', () => {
  it('loads every list from the network and stores each with its fetch time', async () => {
    const loaded = await loadConfigLists(sources(online, 1234));
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toEqual([]);
    const rows = await db.configLists.toArray();
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.fetchedAt === 1234)).toBe(true);
    expect((await db.configLists.get('frames'))?.items).toEqual(demoConfigLists.frames);
  });

  it('serves the stored lists when offline', async () => {
    await loadConfigLists(sources(online, 1000));
    const loaded = await loadConfigLists(sources(offline, 5000));
    expect(loaded.lists).toEqual(demoConfigLists);
    expect(loaded.fromCache).toHaveLength(9);
    expect(loaded.fetchedAt).toBe(1000);
  });

  it('falls back per list: a failed list comes from storage, the rest from the network', async () => {
    await loadConfigLists(sources(online, 1000));
    const flaky = (name: ConfigListName) => (name === 'mats' ? offline() : online(name));
    const loaded = await loadConfigLists(sources(flaky, 2000));
    expect(loaded.fromCache).toEqual(['mats']);
    expect(loaded.fetchedAt).toBe(1000);
  });

  it('treats a malformed answer like a failure', async () => {
    await loadConfigLists(sources(online, 1000));
    const broken = (name: ConfigListName) =>
      name === 'pricing' ? Promise.resolve({ inkPrice: 'free' }) : online(name);
    const loaded = await loadConfigLists(sources(broken, 2000));
    expect(loaded.fromCache).toEqual(['pricing']);
    expect(loaded.lists.pricing).toEqual(demoConfigLists.pricing);
  });

  it('fails when a list is neither online nor stored', async () => {
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
