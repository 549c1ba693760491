// Helpers shared by the jobs tests: a database per file, a runner with the test config, moving a
// job's clock in the database instead of sleeping, and a logger that remembers what it was told.
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../../db/database.ts';
import type { DbScopes } from '../../db/scopes.ts';
import { createJobRunner } from './job-runner.service.ts';
import type { JobRunner, JobRunnerOptions, JobServer } from './jobs.types.ts';

export { findJob } from './jobs.queries.ts';

export type JobsTestSetup = {
  /** This file's database; read it inside tests and hooks (it opens in beforeAll). */
  readonly db: Db;
  readonly scopes: DbScopes;
  readonly kind: Database['kind'];
  /** A runner on that database as the server starts one: the test config, a quiet logger unless given. */
  runner(options: Omit<JobRunnerOptions, keyof JobServer> & { log?: FastifyBaseLogger }): JobRunner;
};

/** A fresh database for this test file; its jobs table is emptied before each test. */
export function useJobsDatabase(): JobsTestSetup {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(() => clearJobs(setup.db));
  const setup: JobsTestSetup = {
    get db() {
      if (!database) throw new Error('The jobs test database opens in beforeAll');
      return database.db;
    },
    get scopes() {
      if (!database) throw new Error('The jobs test database opens in beforeAll');
      return database.scopes;
    },
    get kind() {
      if (!database) throw new Error('The jobs test database opens in beforeAll');
      return database.kind;
    },
    runner: (options) =>
      createJobRunner({
        db: setup.db,
        scopes: setup.scopes,
        config: testConfig(),
        log: recordingLogger(),
        ...options,
      }),
  };
  return setup;
}

export async function clearJobs(db: Db): Promise<void> {
  await db.execute(sql`delete from jobs`);
}

/** Makes a queued job due now, as if its delay or backoff had passed. */
export async function makeDue(db: Db, id: number): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${id}`);
}

/** Pretends the job's worker took it `minutes` ago and then went silent. */
export async function lockAsIfBy(db: Db, id: number, workerId: string, minutes: number, attempts = 1) {
  await db.execute(sql`update jobs set status = 'running', locked_by = ${workerId}, attempts = ${attempts},
    locked_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);
}

/** Rows of a raw query; both drivers answer `{ rows }`, which Drizzle's generic Db type hides. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The queued jobs of a recurring key: the next occurrence, once one has run. */
export function listQueuedJobIds(db: Db, key: string): Promise<Array<{ id: number }>> {
  return selectRows<{ id: number }>(db, sql`select id from jobs where key = ${key} and status = 'queued'`);
}

export async function countJobs(db: Db, where = sql`true`): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where ${where}`);
  return row?.n ?? 0;
}

export type LogEntry = { level: 'info' | 'warn' | 'error'; obj: object; msg?: string };

type LogFn = FastifyBaseLogger['info'];

/** A Fastify logger that keeps its info, warn and error lines (as the runner logs them: obj, msg). */
export function recordingLogger(): FastifyBaseLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']): LogFn =>
    ((obj: object, msg?: string) => void entries.push({ level, obj, msg })) as LogFn;
  const ignore: LogFn = () => {};
  const logger = {
    entries,
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => logger,
  };
  return logger;
}

export function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000;
