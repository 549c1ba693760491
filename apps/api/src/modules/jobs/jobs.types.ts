// The shapes a job handler and the code that starts a runner see; kept apart from the runner so
// handler modules can import them without pulling in the runner itself.
import type { Ctx } from '../../context.ts';
import type { Job } from './jobs.queries.ts';

export type { Job };

/** The subset of pino's (and so Fastify's) logger the runner uses: `log.error({ err }, 'msg')`. */
export type JobLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** What the server that starts the jobs hands them: its database, its config (APP_SECRET resolved)
 * and its logger, the same ones its requests see. */
export type JobServer = Pick<Ctx, 'db' | 'scopes' | 'config' | 'log'>;

/** A handler's context: a request's `Ctx` with no actor, plus the runner's stop signal. */
export type JobContext = Ctx & {
  /** Aborted when the runner stops. A long handler may give up early; its job is then retried. */
  signal: AbortSignal;
};

/** Throwing (or rejecting) marks the attempt failed; the runner retries or fails the job. */
export type JobHandler = (payload: Record<string, unknown>, job: Job, ctx: JobContext) => Promise<void>;

export type JobRunnerOptions = JobServer & {
  handlers: Record<string, JobHandler>;
  /** Names this runner in lockedBy; defaults to host, pid and a random suffix. */
  workerId?: string;
  pollIntervalMs?: number;
  /** How many jobs one pass claims (and runs concurrently); polling may run a few passes at once. */
  batchSize?: number;
  /** How long a job may stay 'running' before its worker is presumed dead. */
  leaseMs?: number;
  /** Delay in ms before retrying a job that has failed `attempts` times. */
  backoff?: (attempts: number) => number;
};

export type JobRunner = {
  /** Starts polling; the timer is unref'd so it never keeps the process alive by itself. */
  start(): void;
  /** Stops polling and resolves once every in-flight handler has finished and been recorded. */
  stop(): Promise<void>;
  /** One pass: reclaim stale jobs, claim due ones, run them. Resolves to the number claimed
   * (always 0 once stop() was called, until start()). Handler errors never reject it. */
  runDueJobs(): Promise<number>;
};
