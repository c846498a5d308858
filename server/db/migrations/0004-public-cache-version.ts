// One version number for everything the public may read (catalogue, artists, subjects, config
// lists, products, content, FAQs), bumped by the database itself whenever one of those tables
// changes, so every server process's answer cache (server/http/public-cache.ts) sees an edit at
// once, whoever made it. The bump is a deferred constraint trigger: it runs at commit, once per
// transaction, after the transaction's other locks, so two writers never deadlock on the row;
// and it commits with the edit, so a reader never sees the new version with the old rows.
import { sql, type Kysely } from 'kysely';

const TABLES = [
  'images',
  'artists',
  'categories',
  'config_lists',
  'products',
  'content_fields',
  'faqs',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
  create table cache_versions (
    name text primary key,
    version bigint not null default 0,
    last_xact xid8
  );
  insert into cache_versions (name) values ('public');
  create function bump_public_cache_version() returns trigger language plpgsql as $$
  begin
    update cache_versions set version = version + 1, last_xact = pg_current_xact_id()
     where name = 'public' and last_xact is distinct from pg_current_xact_id();
    return null;
  end $$;
  ${TABLES.map(
    (t) => `
  create constraint trigger ${t}_public_cache after insert or update or delete on ${t}
    deferrable initially deferred for each row execute function bump_public_cache_version();
  create trigger ${t}_public_cache_truncate after truncate on ${t}
    for each statement execute function bump_public_cache_version();`,
  ).join('')}
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `${TABLES.map(
        (t) =>
          `drop trigger ${t}_public_cache on ${t}; drop trigger ${t}_public_cache_truncate on ${t};`,
      ).join(' ')}
       drop function bump_public_cache_version(); drop table cache_versions;`,
    )
    .execute(db);
}
