// The shop a race test runs against: the app and, on PostgreSQL (CI's second pass), a second
// server process on the same schema, so requests sent "at once" really run at once on two
// processes; PGlite is owned by one process, so there is no second one. It has the shop's lists
// and one work for sale.
import { seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createTestApp, type TestApp } from './test-app';

export interface RaceShop {
  a: TestApp;
  /** The second process, on PostgreSQL only. */
  b: TestApp | undefined;
  imageId: number;
  close(): Promise<void>;
}

export async function openRaceShop(): Promise<RaceShop> {
  const a = await createTestApp();
  const b = process.env.DATABASE_URL ? await createTestApp({}, { shareWith: a }) : undefined;
  await seedShopConfig(a.ctx.db);
  const imageId = (await makeImage(a.ctx.db, (await makeArtist(a.ctx.db)).id)).id;
  return {
    a,
    b,
    imageId,
    async close() {
      await b?.close();
      await a.close();
    },
  };
}
