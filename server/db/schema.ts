// Kysely's view of the tables created by the migrations. Keep in step with migrations/.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamp with a default (or required: Kysely cannot tell; the database will). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Money = ColumnType<number, number | string, number | string>;
type Json = ColumnType<unknown, string, string>;

export interface AddressColumns {
  shipping_address_name: string | null;
  shipping_address_line_1: string | null;
  shipping_address_line_2: string | null;
  shipping_address_city: string | null;
  shipping_address_state: string | null;
  shipping_address_postal_code: string | null;
  shipping_address_country: string | null;
  billing_address_name: string | null;
  billing_address_line_1: string | null;
  billing_address_line_2: string | null;
  billing_address_city: string | null;
  billing_address_state: string | null;
  billing_address_postal_code: string | null;
  billing_address_country: string | null;
}

export interface UsersTable extends AddressColumns {
  id: Generated<number>;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  is_admin: Generated<boolean>;
  is_artist: Generated<boolean>;
  wholesale_discount: Generated<boolean>;
  markup: ColumnType<number, number | undefined, number>;
  description: Generated<string>;
  disabled: Generated<boolean>;
  profile_image: string | null;
  profile_background: string | null;
  shipping_is_billing: Generated<boolean>;
  email_verified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CaptchaSolutionsTable {
  signature: string;
  used_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface ArtistsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  artist_name: string;
  slug: string;
  description: Generated<string>;
  profile_image: string | null;
  profile_background: string | null;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  path: string | null;
  sort: Generated<number>;
}

export interface ImagesTable {
  id: Generated<number>;
  artist_id: number;
  category_id: number | null;
  name: string;
  keywords: Generated<string>;
  date_scanned: string | null;
  original_width: Money;
  original_height: Money;
  proportion: string | null;
  style: string | null;
  medium: string | null;
  sale_in_market: Generated<boolean>;
  markup: ColumnType<number, number | undefined, number>;
  original_path: string;
  pixel_width: number;
  pixel_height: number;
  search_text: Generated<string>;
  search: ColumnType<string, never, never>;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentFieldsTable {
  page: string;
  key: string;
  value: string;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  sort: Generated<number>;
}

export interface ConfigListsTable {
  name: string;
  items: JSONColumnType<object>;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  unit_price: Money;
  calculation_type: string;
  sort: Generated<number>;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  /** The order this cart last became; a submit of the emptied cart is answered with it. */
  ordered_order_id: number | null;
  /** How many items it holds, kept by the database (migration 0013). */
  line_count: Generated<number>;
  created_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  image_id: number | null;
  product_id: number | null;
  quantity: number;
  description: Generated<string>;
  print_options: Json | null;
  item_total: Money;
  product_total: Money;
  discount_total: Money;
  total: Money;
  /** What the buyer was shown, when the server priced the item otherwise (migration 0011). */
  seen_item_total: Money | null;
  seen_total: Money | null;
  client_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable extends AddressColumns {
  id: Generated<number>;
  user_id: number;
  invoice_id: ColumnType<number, never, never>;
  invoice_token: string;
  invoice_link: string | null;
  status: Generated<string>;
  billing_name: string | null;
  shipping_is_billing: Generated<boolean>;
  additional_instructions: Generated<string>;
  product_total: Money;
  discount_total: Money;
  total: Money;
  shipping: Money | null;
  adjustments: Money | null;
  idempotency_key: string | null;
  /** The buyer's IANA time zone at checkout (migration 0009); null: the shop's. */
  time_zone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  image_id: number | null;
  product_id: number | null;
  name: string;
  description: Generated<string>;
  quantity: number;
  print_options: Json | null;
  print_width: Money | null;
  print_height: Money | null;
  /** The cart item this line was ordered from (unique: a cart item is ordered once). */
  cart_item_id: number | null;
  /** A product line's calculation type when ordered (migration 0010); null: print, or older. */
  calculation_type: Generated<string | null>;
  item_total: Money;
  product_total: Money;
  discount_total: Money;
  total: Money;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  html: string;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: Json;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: NullableTimestamp;
  done_at: NullableTimestamp;
  last_error: string | null;
  /** Unique when set: a second enqueue with the same key is a no-op. */
  unique_key: string | null;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: Generated<string>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json | null;
  created_at: Timestamp;
}

export interface OrderStatusEventsTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: Generated<string>;
  changed_by: number | null;
  created_at: Timestamp;
}

/** Versions the database bumps itself (migration 0004): 'public' for the public answers. */
export interface CacheVersionsTable {
  name: string;
  version: ColumnType<number, never, never>;
  last_xact: ColumnType<string | null, never, never>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  captcha_solutions: CaptchaSolutionsTable;
  rate_limits: RateLimitsTable;
  artists: ArtistsTable;
  categories: CategoriesTable;
  images: ImagesTable;
  content_fields: ContentFieldsTable;
  faqs: FaqsTable;
  config_lists: ConfigListsTable;
  products: ProductsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoices: InvoicesTable;
  jobs: JobsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  cache_versions: CacheVersionsTable;
  order_status_events: OrderStatusEventsTable;
}
