// Kysely over embedded PGlite, in this thread or in its own (pglite-thread-client.ts). PGlite is
// one connection, so the driver hands it out to one caller at a time (transactions included) and
// queues the rest.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

export interface EmbeddedResult {
  rows: unknown[];
  affectedRows?: number | undefined;
}

/** What the dialect uses of PGlite. */
export interface EmbeddedPostgres {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  /** A script in the simple protocol: one result per statement. */
  exec(sql: string): Promise<EmbeddedResult[]>;
  query(sql: string, params: unknown[]): Promise<EmbeddedResult>;
  close(): Promise<void>;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: EmbeddedPostgres) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres: no parameters means the simple protocol, which allows several statements.
    const result =
      query.parameters.length === 0
        ? ((await this.pg.exec(query.sql)).at(-1) ?? { rows: [], fields: [], affectedRows: 0 })
        : await this.pg.query(query.sql, [...query.parameters]);
    const rows = result.rows as R[];
    return result.affectedRows === undefined
      ? { rows }
      : { rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly releasers: Array<() => void> = [];
  private readonly connection: PGliteConnection;

  constructor(private readonly pg: EmbeddedPostgres) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releasers.push(release);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    this.releasers.shift()?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: EmbeddedPostgres) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
