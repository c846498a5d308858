// The app's IndexedDB, through Dexie. What lives where:
// - guestCartItems: the guest cart (spec shape, one row per item, keyed by local_id); totals are
//   derived on read. Merged into the server cart once on sign-in.
// - setAsideItems: guest cart items the account's cart refused at sign-in (an option withdrawn
//   since), kept with the reason for that account to edit or remove, never lost.
// - configLists: frames, mats, medias... one row per list with fetchedAt, all nine written
//   together from one answer of GET /api/config, so the configurator prices offline.
// - outbox: cart and order writes waiting for the network, in order, each with its
//   Idempotency-Key.
// - portfolio: an artist's own images, so My Works opens and searches offline.
// - pages: GET answers seen before, for offline use (see offline-copies.ts).
// A full disk surfaces as QuotaExceededError from a write, a browser that stores nothing as a
// refused open: callers show either plainly (local-storage-failure.ts), never swallow it.
import Dexie, { type EntityTable } from 'dexie';

export interface GuestCartItemRow {
  local_id?: number;
  /** Sent when the item is merged into the server cart, so a resumed merge never duplicates it. */
  client_key: string;
  quantity: number;
  image_id: number | null;
  product_id: number | null;
  description: string;
  print_options: unknown;
  options: unknown;
  image: unknown;
  product: unknown;
  item_total: number;
  product_total: number;
  discount_total: number;
  total: number;
  /** What the unit price and total were when the guest added the item, once the shop's changed. */
  item_totalOld?: number | null;
  totalOld?: number | null;
  /** Why the shop cannot make the item as it is now (its work withdrawn, an option gone). */
  unavailable?: string | null;
  editable?: boolean;
  created_at: string;
}

/** A guest item the merge set aside: the item as it was, the account and the server's reason. */
export interface SetAsideItemRow extends Omit<GuestCartItemRow, 'local_id'> {
  id?: number;
  userId: number;
  reason: string;
}

export interface ConfigListRow {
  name: string;
  items: unknown;
  fetchedAt: number;
}

export interface OutboxRow {
  seq?: number;
  /** The signed-in user who made the write; another user's queue is never replayed. */
  userId: number;
  /**
   * What the write is, for the screens: 'cart', 'order', a 'newsletter' sign-up or a 'contact'
   * message.
   */
  kind: 'cart' | 'order' | 'newsletter' | 'contact';
  key: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  /** How the screens show the write while it waits (a cart item's image and price). */
  display?: unknown;
  status: 'pending' | 'failed' | 'sending';
  /**
   * Sent at least once without a definite answer (a lost answer, a 5xx): the server may hold it,
   * so it can no longer be taken back on this device, only asked for again under its key.
   * Missing on rows queued before it existed, which are treated as possibly sent.
   */
  mayHaveLanded?: boolean;
  attempts: number;
  nextAttemptAt: number;
  error: string | null;
  createdAt: number;
}

export interface PortfolioRow {
  id: number;
  name: string;
  data: unknown;
}

export interface PageRow {
  key: string;
  data: unknown;
  fetchedAt: number;
}

/** What a write queued before local database v2 says: it waits for its user to send it again. */
export const SAVED_BEFORE_UPDATE = 'Saved before an update: please check it and send it again.';

export class LocalDb extends Dexie {
  guestCartItems!: EntityTable<GuestCartItemRow, 'local_id'>;
  setAsideItems!: EntityTable<SetAsideItemRow, 'id'>;
  configLists!: EntityTable<ConfigListRow, 'name'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  portfolio!: EntityTable<PortfolioRow, 'id'>;
  pages!: EntityTable<PageRow, 'key'>;

  constructor(name = 'gallery-print-shop') {
    super(name);
    this.version(1).stores({
      guestCartItems: '++local_id, image_id',
      configLists: 'name',
      outbox: '++seq, &key, status',
      portfolio: 'id, name',
      pages: 'key, fetchedAt',
    });
    // v2: the outbox is per user (a write is never replayed into another user's account).
    // Rows queued before v2 had no owner: they are kept, marked failed, for the user to see (the
    // first account signed in on the device takes them: claimOwnerless in outbox.ts).
    this.version(2)
      .stores({ outbox: '++seq, &key, status, userId' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: Partial<OutboxRow>) => {
            if (row.userId === undefined) {
              row.userId = 0;
              row.kind = row.url?.startsWith('/api/orders') ? 'order' : 'cart';
              row.status = 'failed';
              row.error = SAVED_BEFORE_UPDATE;
            }
          }),
      );
    this.version(3).stores({ setAsideItems: '++id, userId' });
  }
}

export const localDb = new LocalDb();
