import type { ErrorCode, TJob } from '@diagops/contracts';
import { ERROR_CATALOGUE, type Language } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { safeError } from '../audit/log-safety';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { filePath, removeFile, removeInput } from './files';
import { jobs } from './kit.tables';
import { registerPeriodicTask } from './periodic-tasks';

export type JobRow = typeof jobs.$inferSelect;
export type JobOutcome = {
  total?: number;
  successCount?: number;
  failedCount?: number;
  resultPath?: string | null;
  resultName?: string | null;
  /** keep the uploaded file (an import's dry run: its commit reads it again) */
  keepInput?: boolean;
};
export type JobApi = {
  ctx: AppContext;
  job: JobRow;
  params: Record<string, unknown> & { lang: Language };
  /** records progress (rows done, rows in all) for the polling client */
  progress(done: number, total?: number): Promise<void>;
};
export type JobHandler = (api: JobApi) => Promise<JobOutcome>;

const QUEUE = 'kit-jobs';
/** handlers by `${kind}:${subject}`; areas register theirs when their routes load */
const handlers = new Map<string, JobHandler>();
export function registerJobHandler(kind: 'export' | 'import', subject: string, handler: JobHandler) {
  handlers.set(`${kind}:${subject}`, handler);
}

/** Runs one job to its end: status, progress, counts, result file or error. */
export async function runJob(ctx: AppContext, jobId: string): Promise<void> {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  const handler = handlers.get(`${job.kind}:${job.subject}`);
  const params = JSON.parse(job.params) as JobApi['params'];
  await ctx.db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, jobId));
  let keepInput = false;
  try {
    if (!handler) throw new Error(`no handler for ${job.kind}:${job.subject}`);
    const out = await handler({
      ctx,
      job,
      params,
      async progress(done, total) {
        await ctx.db
          .update(jobs)
          .set(total === undefined ? { progress: done } : { progress: done, total })
          .where(eq(jobs.id, jobId));
      },
    });
    await ctx.db
      .update(jobs)
      .set({
        status: 'completed',
        total: out.total ?? job.total,
        progress: out.total ?? job.total,
        successCount: out.successCount ?? 0,
        failedCount: out.failedCount ?? 0,
        resultPath: out.resultPath ?? null,
        resultName: out.resultName ?? null,
        finishedAt: new Date(ctx.clock.now()),
      })
      .where(eq(jobs.id, jobId))
      .then(() => {
        keepInput = out.keepInput === true;
      })
      .catch((err) => {
        // the row could not say where the file is: the file goes too
        if (out.resultPath) removeFile(filePath(ctx, out.resultPath));
        throw err;
      });
  } catch (err) {
    const code: ErrorCode = err instanceof AppError ? err.code : 10108;
    await ctx.db
      .update(jobs)
      .set({ status: 'failed', errorCode: code, errorMessage: ERROR_CATALOGUE[code][params.lang ?? 'zh-CN'], finishedAt: new Date(ctx.clock.now()) })
      .where(eq(jobs.id, jobId));
    if (!(err instanceof AppError)) console.error(`job ${jobId} failed`, safeError(err));
  } finally {
    if (job.inputPath && !keepInput) removeInput(filePath(ctx, job.inputPath));
  }
}

/**
 * pg-boss on the app's own database (PGlite through the executeSql adapter, or PostgreSQL).
 * Every instance can enqueue; only instances with JOBS_ENABLED work the queue.
 */
class JobRunner {
  private boss: PgBoss | null = null;
  private workerId: string | null = null;
  private starting: Promise<void> | null = null;
  constructor(private ctx: AppContext) {}

  /**
   * Starts pg-boss once. Instances starting together race on pg-boss's own migration and queue
   * creation; a start that fails is retried, and a failed start is never kept, so the next
   * enqueue tries again instead of failing for the life of the process.
   */
  start(): Promise<void> {
    this.starting ??= this.startWithRetries().catch((err) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async startWithRetries(attempts = 5): Promise<void> {
    for (let i = 1; ; i++) {
      try {
        return await this.startOnce();
      } catch (err) {
        if (i >= attempts) throw err;
        await new Promise((r) => setTimeout(r, 100 * i));
      }
    }
  }

  private async startOnce(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.ctx.database.execSql(text, values) },
      schema: 'pgboss',
      schedule: false,
      supervise: this.ctx.config.JOBS_ENABLED,
      migrate: true,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (err) => console.error('pg-boss', err));
    try {
      await boss.start();
      await createQueueOnce(boss, QUEUE);
      if (this.ctx.config.JOBS_ENABLED) {
        this.workerId = await boss.work<{ jobId: string }>(QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
          if (job) await runJob(this.ctx, job.data.jobId);
        });
      }
    } catch (err) {
      await boss.stop({ graceful: false, wait: false }).catch(() => {});
      throw err;
    }
    this.boss = boss;
  }

  async enqueue(jobId: string) {
    await this.start();
    await this.boss!.send(QUEUE, { jobId }, { retryLimit: 0, expireInSeconds: 3600 });
    if (this.workerId) this.boss!.notifyWorker(this.workerId);
  }

  /**
   * A periodic task: every instance with JOBS_ENABLED sends it every `everySeconds`, pg-boss keeps
   * one per period (singletonKey) and one instance works it.
   */
  async periodic(name: string, everySeconds: number, handler: () => Promise<void>) {
    await this.start();
    const boss = this.boss!;
    await createQueueOnce(boss, name);
    await boss.work(name, { pollingIntervalSeconds: 5, batchSize: 1 }, async () => handler());
    const send = () => boss.send(name, {}, { singletonKey: name, singletonSeconds: everySeconds, retryLimit: 0 }).catch(() => null);
    await send();
    const timer = setInterval(send, everySeconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }
  private timers: NodeJS.Timeout[] = [];

  async stop() {
    for (const t of this.timers.splice(0)) clearInterval(t);
    if (!this.starting) return;
    await this.starting.catch(() => {});
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => {});
    this.boss = null;
    this.starting = null;
  }
}

/**
 * pg-boss's createQueue from two instances starting at once can deadlock in PostgreSQL (each
 * inserts the queue row and creates its partition; 40P01) or meet the other's row (23505). The
 * queue exists afterwards either way, so it is asked again a few times before giving up.
 */
export async function createQueueOnce(boss: Pick<PgBoss, 'createQueue'>, name: string, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((r) => setTimeout(r, 50 * i + Math.floor(Math.random() * 50)));
    }
  }
}

const runners = new WeakMap<AppContext, JobRunner>();
export function jobRunner(ctx: AppContext): JobRunner {
  let r = runners.get(ctx);
  if (!r) {
    r = new JobRunner(ctx);
    runners.set(ctx, r);
  }
  return r;
}

/**
 * Runs handler every everySeconds on pg-boss (one instance per period does it). Not started when
 * JOBS_ENABLED is off; tests call the handler themselves after moving the clock, journeys move the
 * journey clock (platform/journey-clock.ts), which runs the tasks the move makes due.
 */
export async function schedulePeriodic(ctx: AppContext, name: string, everySeconds: number, handler: () => Promise<void>): Promise<void> {
  registerPeriodicTask(ctx, { name, everySeconds, handler });
  if (!ctx.config.JOBS_ENABLED || ctx.config.NODE_ENV === 'test') return;
  await jobRunner(ctx).periodic(name, everySeconds, handler);
}

/** Records a job for its owner and queues it; returns its id for polling. */
export async function startJob(
  ctx: AppContext,
  j: { kind: 'export' | 'import'; subject: string; ownerId: number; params: JobApi['params']; inputPath?: string | null; total?: number },
): Promise<string> {
  const [row] = await ctx.db
    .insert(jobs)
    .values({ kind: j.kind, subject: j.subject, ownerId: j.ownerId, params: JSON.stringify(j.params), inputPath: j.inputPath ?? null, total: j.total ?? 0 })
    .returning({ id: jobs.id });
  await jobRunner(ctx).enqueue(row!.id);
  return row!.id;
}

/** The caller's own job; someone else's answers 1002 as if it did not exist. */
export async function ownJob(ctx: AppContext, jobId: string, userId: number): Promise<JobRow> {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job || job.ownerId !== userId) throw new AppError(1002);
  return job;
}

export function presentJob(j: JobRow): TJob {
  return {
    id: j.id,
    kind: j.kind as TJob['kind'],
    subject: j.subject,
    status: j.status as TJob['status'],
    progress: j.progress,
    total: j.total,
    successCount: j.successCount,
    failedCount: j.failedCount,
    fileName: j.resultName,
    hasFile: Boolean(j.resultPath),
    errorCode: j.errorCode,
    errorMessage: j.errorMessage,
    createTime: j.createdAt.toISOString(),
    finishTime: j.finishedAt?.toISOString() ?? null,
  };
}
