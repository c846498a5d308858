// The cart badge counts the items that writes still waiting in the outbox will add, change or
// remove; the artist's portfolio copy answers a query offline as the server would.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/data/local-db';
import type { Cart, CartItem } from '../../src/domain/cart';
import type { PortfolioImage } from '../../src/domain/portfolio';
import {
  type CountedWrites,
  itemsWithWaitingWrites,
  type QueueSnapshot,
  writesToCount,
} from '../../src/features/cart/pending-writes';
import { keepPortfolio, ownWorksPage } from '../../src/features/portfolio/portfolio-offline';

const item = (id: number, quantity: number) => ({ id, quantity }) as CartItem;
const cart = (items: CartItem[]): Cart => ({
  cart_items: items,
  total_items: items.reduce((n, i) => n + i.quantity, 0),
  product_total: 0,
  discount_total: 0,
  grand_total: 0,
});
const row = (
  method: OutboxRow['method'],
  url: string,
  body: unknown,
  status: OutboxRow['status'] = 'pending',
  seq?: number,
): OutboxRow => ({
  seq,
  userId: 1,
  kind: 'cart',
  key: crypto.randomUUID(),
  method,
  url,
  body,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  createdAt: 0,
});

describe('the badge with writes waiting', () => {
  it('adds queued adds, applies the last change of an item, drops removed ones', () => {
    const c = cart([item(1, 2), item(2, 1)]);
    expect(
      itemsWithWaitingWrites(c, [
        row('POST', '/api/cart', { quantity: 3 }),
        row('PUT', '/api/cart/1', { quantity: 4 }),
        row('PUT', '/api/cart/1', { quantity: 5 }),
        row('DELETE', '/api/cart/2', undefined),
      ]),
    ).toBe(3 + 5);
  });

  it('counts, as the cart does, only the items an order would hold', () => {
    const withdrawn = {
      ...item(3, 5),
      unavailable: 'This artwork is no longer available for order.',
    };
    // The server's total_items leaves out a line that cannot be ordered now.
    const c = {
      ...cart([item(1, 2), item(2, 3)]),
      cart_items: [item(1, 2), withdrawn, item(2, 3)],
    };
    expect(itemsWithWaitingWrites(c, [])).toBe(c.total_items);
    expect(itemsWithWaitingWrites(c, [row('POST', '/api/cart', { quantity: 1 })])).toBe(6);
  });

  it('ignores a write the server refused', () => {
    const c = cart([item(1, 2)]);
    expect(itemsWithWaitingWrites(c, [row('POST', '/api/cart', { quantity: 3 }, 'failed')])).toBe(
      2,
    );
  });
});

describe('the badge while a waiting write is sent', () => {
  // The cart was asked for at 100; `add` was queued at 50, `later` at 200.
  const add = { ...row('POST', '/api/cart', { quantity: 1 }, 'pending', 5), createdAt: 50 };
  const later = { ...row('POST', '/api/cart', { quantity: 2 }, 'pending', 6), createdAt: 200 };
  const at = (...rows: OutboxRow[]): QueueSnapshot => ({ rows, readAt: 100 });
  const shown = cart([item(1, 1)]);
  const count = (counted: CountedWrites) => itemsWithWaitingWrites(counted.cart, counted.rows);

  it('no longer counts a write taken back, though the cart was asked for while it waited', async () => {
    const { cancelWaiting, enqueue } = await import('../../src/data/outbox');
    const queued = await enqueue({
      userId: 1,
      kind: 'cart',
      method: 'POST',
      url: '/api/cart',
      body: { quantity: 1 },
    });
    const waiting = { ...queued, createdAt: 50 };
    expect(count(writesToCount(null, shown, at(waiting), [waiting]))).toBe(2);
    expect(await cancelWaiting(queued.seq!)).toBe(true);
    expect(count(writesToCount(null, shown, at(waiting), []))).toBe(1);
  });

  it('still counts a write sent after the cart was asked for, until the next cart', () => {
    expect(count(writesToCount(null, shown, at(add), []))).toBe(2);
  });

  it('still counts a write queued after the cart was asked for and sent before the next', () => {
    // Another tab queues the add (this tab sees it), then sends it: the queue is empty again.
    const queued = writesToCount(null, shown, at(), [later]);
    expect(count(queued)).toBe(3);
    expect(count(writesToCount(queued, shown, at(), []))).toBe(3);
    // The next cart holds the item.
    expect(count(writesToCount(queued, cart([item(1, 1), item(2, 2)]), at(), []))).toBe(3);
  });

  it('does not count a write sent before the cart was asked for that this tab still lists', () => {
    const next = cart([item(1, 1), item(2, 1)]);
    const stale = writesToCount(null, next, at(), [add]);
    expect(count(stale)).toBe(2);
    expect(count(writesToCount(stale, next, at(), []))).toBe(2);
  });

  it('counts writes queued since, and not one the server refused since', () => {
    const refused = { ...add, status: 'failed' as const };
    expect(count(writesToCount(null, shown, at(add), [add, later]))).toBe(4);
    const seenRefused = writesToCount(null, shown, at(add), [refused]);
    expect(count(seenRefused)).toBe(1);
    // Discarded by the buyer: still not counted.
    expect(count(writesToCount(seenRefused, shown, at(add), []))).toBe(1);
  });
});

const work = (id: number, name: string, keywords = '', artistId = 7): PortfolioImage => ({
  id,
  name,
  computed_name: name,
  keywords,
  artist_id: artistId,
  artist_name: 'Elena Marsh',
  artist_slug: 'elena-marsh',
  ImageCategory: null,
  preview_image: { path: `/media/${id}.jpg`, web_path: `/media/${id}-web.jpg` },
  thumbnail_image: `/media/${id}-thumb.jpg`,
  ratio: 1.5,
  original_width: 30,
  original_height: 20,
  proportion: null,
  style: null,
  medium: null,
  date_scanned: null,
  markup: 20,
  sale_in_market: true,
  height_ratio: 0.66,
  long_side: 30,
  pixel_width: 3000,
  pixel_height: 2000,
  available_dimensions: [],
  updated_at: '2026-01-01T00:00:00Z',
});

describe('the portfolio copy offline', () => {
  const names = (page: { data: PortfolioImage[] } | null) => page?.data.map((w) => w.name);

  it("answers the artist's own works: every word found, by name either way, 12 a page", async () => {
    const harbours = Array.from({ length: 14 }, (_, i) =>
      work(i + 1, `Harbour ${String(i + 1).padStart(2, '0')}`),
    );
    await keepPortfolio([
      ...harbours,
      work(20, 'silver Bay', 'sea dusk'),
      work(21, 'Another artist', '', 9),
    ]);
    const first = await ownWorksPage(7, { page: 1, search: '', order: 'asc' });
    expect(first).toMatchObject({ total: 15, last_page: 2, per_page: 12, current_page: 1 });
    expect(names(first)?.[0]).toBe('Harbour 01');
    const last = await ownWorksPage(7, { page: 2, search: '', order: 'asc' });
    expect(names(last)).toEqual(['Harbour 13', 'Harbour 14', 'silver Bay']);
    const zToA = await ownWorksPage(7, { page: 1, search: '', order: 'desc' });
    expect(names(zToA)?.slice(0, 2)).toEqual(['silver Bay', 'Harbour 14']);
    expect(names(await ownWorksPage(7, { page: 1, search: 'DUSK sea', order: 'asc' }))).toEqual([
      'silver Bay',
    ]);
    expect(names(await ownWorksPage(7, { page: 1, search: 'dusk harbour', order: 'asc' }))).toEqual(
      [],
    );
    // Another artist's works are not answered as this artist's, and no copy is no answer.
    expect(names(await ownWorksPage(9, { page: 1, search: '', order: 'asc' }))).toEqual([
      'Another artist',
    ]);
    expect(await ownWorksPage(3, { page: 1, search: '', order: 'asc' })).toBeNull();
  });

  it('searches the copy folded, as the server does: accents and Unicode forms aside', async () => {
    await keepPortfolio([
      work(30, 'Tomás at the Window'),
      work(31, 'Zo\u00eb Sleeping'),
      work(32, 'Zoe\u0308 Waking', 'Łódź'),
    ]);
    const search = async (text: string) =>
      names(await ownWorksPage(7, { page: 1, search: text, order: 'asc' }))?.sort();
    expect(await search('tomas')).toEqual(['Tomás at the Window']);
    const zoes = ['Zo\u00eb Sleeping', 'Zoe\u0308 Waking'].sort();
    expect(await search('Zo\u00eb')).toEqual(zoes);
    expect(await search('zoe\u0308')).toEqual(zoes);
    expect(await search('LODZ')).toEqual(['Zoe\u0308 Waking']);
  });
});
