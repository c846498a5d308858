// Makes sure the PostgreSQL that CI's second API pass runs on is there, creating its database
// when missing; says what is needed when the server cannot be reached at all.
import pg from 'pg';

const url = new URL(process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = decodeURIComponent(url.pathname.slice(1));
const admin = new URL(url);
admin.pathname = '/postgres';

const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
try {
  await client.connect();
} catch (err) {
  console.error(
    `PostgreSQL is not reachable at ${admin.host} as ${url.username || 'the current user'}: ` +
      `${(err as Error).message}\n` +
      'CI runs the API tests a second time on PostgreSQL. It needs a server on that address ' +
      'that lets this user in and create a database (e.g. apt-get install postgresql, with ' +
      'trust auth for 127.0.0.1), or TEST_DATABASE_URL pointing at one.',
  );
  process.exit(1);
}
try {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount) console.log(`Database ${name} is there.`);
  else {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    console.log(`Database ${name} created.`);
  }
} finally {
  await client.end();
}
