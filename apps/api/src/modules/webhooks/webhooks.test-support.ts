// Helpers of the webhook tests: a local receiver (node:http) that records what it is sent and
// answers what the test tells it to, the documented verification snippet (read from docs/api.md,
// so the documentation cannot drift), a job runner for the 'webhooks.deliver' job, and the clock
// moved in the database instead of waiting for a retry.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TestApp } from '../../../test/app.ts';
import { testDatabaseUrl } from '../../../test/config.ts';
import type { Db } from '../../db/database.ts';
import { createJobRunner } from '../jobs/job-runner.service.ts';
import type { JobRunner } from '../jobs/jobs.types.ts';
import { webhookJobHandlers } from './webhooks.jobs.ts';

export type Received = { headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  url: string;
  received: Received[];
  /** The statuses of the next answers, in turn; 200 once they are used up. */
  answers: number[];
  close(): Promise<void>;
};

/** A receiver on 127.0.0.1 (a port of this task's range: 5800-5849, one per test file and database). */
export async function startReceiver(port: number): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(parts).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok, thanks' : `receiver broke (${status})`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port of this task's range for a test file, distinct on PostgreSQL so both runs may overlap. */
export function receiverPort(offset: number): number {
  return 5800 + offset + (testDatabaseUrl ? 20 : 0);
}

type Verify = (rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean;

/** The Node snippet of docs/api.md ("Verifying a webhook"), loaded as a module exactly as written. */
export async function documentedVerifier(): Promise<Verify> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/api.md'), 'utf8');
  const match = /<!-- webhook-verification -->\s*```js\n([\s\S]*?)```/.exec(doc);
  if (!match) throw new Error('docs/api.md has no webhook verification snippet');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'webhook-snippet-')), 'verify.mjs');
  writeFileSync(file, match[1]!);
  const loaded = (await import(pathToFileURL(file).href)) as { verifyStorefleetSignature: Verify };
  return loaded.verifyStorefleetSignature;
}

const quiet: FastifyBaseLogger = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

/** A job runner for the webhook job on the test app's database, as a server starts one. */
export function webhookRunner(
  t: Pick<TestApp, 'database' | 'config'>,
  log: FastifyBaseLogger = quiet,
): JobRunner {
  return createJobRunner({
    db: t.database.db,
    scopes: t.database.scopes,
    config: t.config,
    log,
    handlers: webhookJobHandlers,
  });
}

/** Every queued webhook job and every pending delivery due now: the backoff "has passed". */
export async function makeRetriesDue(db: Db): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second'
    where name = 'webhooks.deliver' and status = 'queued'`);
  await db.execute(sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second'
    where status = 'pending' and next_attempt_at is not null`);
}
