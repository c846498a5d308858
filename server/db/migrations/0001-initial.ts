// The first schema: every table the shop needs from day one. Money and inches are numeric(12,2).
import { sql, type Kysely } from 'kysely';

const address = (prefix: string) =>
  ['name', 'line_1', 'line_2', 'city', 'state', 'postal_code', 'country']
    .map((f) => `${prefix}_address_${f} text`)
    .join(',\n    ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
  create table users (
    id serial primary key,
    email text not null,
    name text not null,
    first_name text,
    last_name text,
    password_hash text not null,
    is_admin boolean not null default false,
    is_artist boolean not null default false,
    wholesale_discount boolean not null default false,
    markup numeric(12,2) not null default 10,
    description text not null default '',
    disabled boolean not null default false,
    profile_image text,
    profile_background text,
    shipping_is_billing boolean not null default true,
    ${address('shipping')},
    ${address('billing')},
    email_verified_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create unique index users_email_key on users (lower(email));

  create table sessions (
    id text primary key,
    user_id integer references users(id) on delete cascade,
    csrf_token text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now()
  );
  create index sessions_user_id_idx on sessions (user_id);

  create table password_resets (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  );

  create table captcha_solutions (
    signature text primary key,
    used_at timestamptz not null default now()
  );

  create table rate_limits (
    key text primary key,
    window_start timestamptz not null,
    hits integer not null
  );

  create table artists (
    id serial primary key,
    user_id integer unique references users(id) on delete set null,
    name text not null,
    artist_name text not null,
    slug text not null unique,
    description text not null default '',
    profile_image text,
    profile_background text,
    created_at timestamptz not null default now()
  );

  create table categories (
    id serial primary key,
    name text not null unique,
    path text,
    sort integer not null default 0
  );

  create table images (
    id serial primary key,
    artist_id integer not null references artists(id),
    category_id integer references categories(id),
    name text not null,
    keywords text not null default '',
    date_scanned date,
    original_width numeric(12,2) not null,
    original_height numeric(12,2) not null,
    proportion text,
    style text,
    medium text,
    sale_in_market boolean not null default true,
    markup numeric(12,2) not null default 0,
    original_path text not null,
    pixel_width integer not null,
    pixel_height integer not null,
    search_text text not null default '',
    search tsvector generated always as (to_tsvector('simple', search_text)) stored,
    deleted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index images_artist_idx on images (artist_id);
  create index images_category_idx on images (category_id);
  create index images_search_idx on images using gin (search);

  create table content_fields (
    page text not null,
    key text not null,
    value text not null default '',
    primary key (page, key)
  );

  create table faqs (
    id serial primary key,
    question text not null,
    answer text not null,
    sort integer not null default 0
  );

  create table config_lists (
    name text primary key,
    items jsonb not null,
    updated_at timestamptz not null default now()
  );

  create table products (
    id serial primary key,
    name text not null,
    unit_price numeric(12,2) not null,
    calculation_type text not null,
    sort integer not null default 0
  );

  create table carts (
    id serial primary key,
    user_id integer not null unique references users(id) on delete cascade,
    created_at timestamptz not null default now()
  );

  create table cart_items (
    id serial primary key,
    cart_id integer not null references carts(id) on delete cascade,
    image_id integer references images(id),
    product_id integer references products(id),
    quantity integer not null,
    description text not null default '',
    print_options jsonb,
    item_total numeric(12,2) not null,
    product_total numeric(12,2) not null,
    discount_total numeric(12,2) not null,
    total numeric(12,2) not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index cart_items_cart_idx on cart_items (cart_id);

  create sequence invoice_number_seq start 10001;

  create table orders (
    id serial primary key,
    user_id integer not null references users(id),
    invoice_id bigint not null unique default nextval('invoice_number_seq'),
    invoice_token text not null unique,
    invoice_link text,
    status text not null default 'submitted',
    billing_name text,
    shipping_is_billing boolean not null default true,
    ${address('shipping')},
    ${address('billing')},
    additional_instructions text not null default '',
    product_total numeric(12,2) not null,
    discount_total numeric(12,2) not null,
    total numeric(12,2) not null,
    shipping numeric(12,2),
    adjustments numeric(12,2),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index orders_user_idx on orders (user_id, created_at desc);

  create table order_items (
    id serial primary key,
    order_id integer not null references orders(id) on delete cascade,
    image_id integer references images(id),
    product_id integer references products(id),
    name text not null,
    description text not null default '',
    quantity integer not null,
    print_options jsonb,
    print_width numeric(12,2),
    print_height numeric(12,2),
    item_total numeric(12,2) not null,
    product_total numeric(12,2) not null,
    discount_total numeric(12,2) not null,
    total numeric(12,2) not null
  );
  create index order_items_order_idx on order_items (order_id);
  create index order_items_image_idx on order_items (image_id);

  create table invoices (
    id serial primary key,
    order_id integer not null references orders(id) on delete cascade,
    kind text not null,
    html text not null,
    created_at timestamptz not null default now()
  );

  create table jobs (
    id serial primary key,
    kind text not null,
    payload jsonb not null,
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    locked_until timestamptz,
    done_at timestamptz,
    last_error text,
    created_at timestamptz not null default now()
  );
  create index jobs_due_idx on jobs (run_at) where done_at is null;

  create table newsletter_subscribers (
    id serial primary key,
    email text not null,
    created_at timestamptz not null default now()
  );
  create unique index newsletter_email_key on newsletter_subscribers (lower(email));

  create table contact_messages (
    id serial primary key,
    first_name text not null,
    last_name text not null,
    email text not null,
    phone text not null,
    message text not null default '',
    created_at timestamptz not null default now()
  );

  create table idempotency_keys (
    scope text not null,
    key text not null,
    request_hash text not null,
    status_code integer,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (scope, key)
  );
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `drop table if exists idempotency_keys, contact_messages, newsletter_subscribers, jobs,
       invoices, order_items, orders, cart_items, carts, products, config_lists, faqs,
       content_fields, images, categories, artists, rate_limits, captcha_solutions,
       password_resets, sessions, users cascade;
       drop sequence if exists invoice_number_seq;`,
    )
    .execute(db);
}
