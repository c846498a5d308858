// A job queue in the database, so queued work (invoices, their mail) survives a restart and runs
// once even with several server processes: a worker claims a due job by setting locked_until
// in one UPDATE ... FOR UPDATE SKIP LOCKED, and marks it done after its handler succeeds.
// Failures are retried with exponential backoff. While a handler runs its claim is renewed, so
// no other process can take a job over from a live one (a slow SMTP server included); only a
// process that died gives its job up, LOCK_SECONDS after its last renewal.
import { sql } from 'kysely';
import type { AppContext } from '../context';

/** `job.id` names this run's job, for follow-ups that must be queued once per job. */
export type JobHandler = (payload: unknown, ctx: AppContext, job: { id: number }) => Promise<void>;

const LOCK_SECONDS = 120;
const RENEW_EVERY_MS = (LOCK_SECONDS / 4) * 1000;
const MAX_ATTEMPTS = 8;

/** Queues a job; with a `uniqueKey` already queued (ever), does nothing. */
export async function enqueueJob(
  db: AppContext['db'],
  kind: string,
  payload: unknown,
  uniqueKey?: string,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), unique_key: uniqueKey ?? null })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
}

/** Extends a running job's claim until `stop` is called. */
function keepClaimed(db: AppContext['db'], jobId: number): () => void {
  const timer = setInterval(() => {
    void sql`update jobs set locked_until = now() + ${`${LOCK_SECONDS} seconds`}::interval
             where id = ${jobId} and done_at is null`
      .execute(db)
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
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
    const release = keepClaimed(this.ctx.db, job.id);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, this.ctx, { id: job.id });
    } catch (error) {
      release();
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
      return;
    }
    release();
    // Should this write fail, the claim lapses and the job runs again: at least once.
    await this.ctx.db
      .updateTable('jobs')
      .set({ done_at: new Date(), locked_until: null, last_error: null })
      .where('id', '=', job.id)
      .execute();
  }
}
