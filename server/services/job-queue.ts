// A job queue in the database, so queued work (invoices, their mail) survives a restart and runs
// once even with several server processes: a worker claims a due job by setting locked_until
// in one UPDATE ... FOR UPDATE SKIP LOCKED, and marks it done after its handler succeeds.
// Failures are retried with exponential backoff.
import { sql } from 'kysely';
import type { AppContext } from '../context';

export type JobHandler = (payload: unknown, ctx: AppContext) => Promise<void>;

const LOCK_SECONDS = 120;
const MAX_ATTEMPTS = 8;

export async function enqueueJob(
  db: AppContext['db'],
  kind: string,
  payload: unknown,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload) })
    .execute();
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

async function claimNext(db: AppContext['db']): Promise<ClaimedJob | undefined> {
  const result = await sql<ClaimedJob>`
    update jobs set locked_until = now() + ${`${LOCK_SECONDS} seconds`}::interval,
                    attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
      order by run_at, id
      for update skip locked
      limit 1
    )
    returning id, kind, payload, attempts
  `.execute(db);
  return result.rows[0];
}

export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: Record<string, JobHandler>,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Run due jobs now (after an enqueue) instead of waiting for the next tick. */
  kick(): void {
    if (!this.running && !this.stopped) this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), delay);
  }

  /** Runs every due job; resolves when none is left. Exposed for tests. */
  async drain(): Promise<number> {
    while (this.running) await new Promise((r) => setTimeout(r, 10));
    this.running = true;
    let count = 0;
    try {
      for (;;) {
        if (this.stopped) break;
        const job = await claimNext(this.ctx.db);
        if (!job) break;
        await this.runOne(job);
        count += 1;
      }
    } catch {
      // The database went away: try again on the next tick.
    } finally {
      this.running = false;
      if (!this.stopped) this.schedule(this.intervalMs);
    }
    return count;
  }

  private async runOne(job: ClaimedJob) {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, this.ctx);
      await this.ctx.db
        .updateTable('jobs')
        .set({ done_at: new Date(), locked_until: null, last_error: null })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      const backoffSeconds = Math.min(3600, 2 ** job.attempts * 5);
      await this.ctx.db
        .updateTable('jobs')
        .set({
          locked_until: null,
          last_error: error instanceof Error ? error.message : String(error),
          run_at: new Date(Date.now() + backoffSeconds * 1000),
          ...(giveUp ? { done_at: new Date() } : {}),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
}
