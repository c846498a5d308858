// pg's pool with every wait bounded, so a stuck or unreachable PostgreSQL fails requests within
// seconds (answered 503) instead of holding them and the pool:
// - connecting, and waiting for a free client when all are busy: CONNECT_TIMEOUT_MS;
// - a statement the server runs too long (a held lock, a slow query): statement_timeout;
// - a server that stops answering at all (frozen, a dead link): the client's own read timeout.
// A client whose query failed without an answer from the server (read timeout, broken socket)
// may still have that query in flight or a transaction open, so it is discarded, not reused.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000 };

/** Errors PostgreSQL itself reported carry a severity; the connection is still sound after them. */
const answeredByServer = (error: unknown) =>
  typeof error === 'object' && error !== null && 'severity' in error;

export function boundedPool(
  config: pg.PoolConfig,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): { pool: pg.Pool; kyselyPool: PostgresPool } {
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // Past the server's own limit, so a live server reports its timeout first (57014).
    query_timeout: timeouts.statementMs + 1_000,
  });
  const kyselyPool: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      // Kysely passes SQL and parameters (no cursors are configured).
      const query = (async (text: string, values?: readonly unknown[]) => {
        try {
          return await client.query(text, values as unknown[]);
        } catch (error) {
          if (!answeredByServer(error)) broken = error as Error;
          throw error;
        }
      }) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
  return { pool, kyselyPool };
}
