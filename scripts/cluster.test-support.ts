// What the cluster tests share (scripts/cluster.test.ts, scripts/cluster-replica.test.ts): HTTP
// calls from chosen local addresses, a browser's cookies, the platform's view of the cluster's
// database, nginx's access log, and the environment of the cluster's instances.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { cookieJar } from './cookie-jar.mjs';

export const databaseUrl = process.env.TEST_DATABASE_URL;
/** The runtime role the instances connect as (CI's second role); unset = TEST_DATABASE_URL's role only. */
export const appRole = process.env.TEST_DATABASE_APP_USER
  ? { user: process.env.TEST_DATABASE_APP_USER, password: process.env.TEST_DATABASE_APP_PASSWORD ?? '' }
  : undefined;

export type Instance = {
  name: string;
  url: string;
  port: number;
  pid: number;
  jobs: boolean;
  exited: Promise<string>;
  kill(): Promise<string>;
};
export type Cluster = {
  url: string;
  instances: Instance[];
  databaseUrl: string;
  migrationUrl: string;
  readUrl?: string;
  standbyAdminUrl?: string;
  nginxLogs: string;
  replicationLag(): Promise<{
    state: string;
    bytesBehind?: number;
    replayLagMs: number | null;
    roundTripMs: number;
  }>;
  stop(): Promise<void>;
};
// biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, read field by field
export type Answer = { status: number; body: any; setCookie: string[]; headers: http.IncomingHttpHeaders };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One HTTP call, from `localAddress` when given (any 127.x.y.z is this machine on Linux). */
export function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      {
        method,
        agent: options.localAddress ? undefined : agent,
        localAddress: options.localAddress,
        timeout: 30_000,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
            : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON (nginx's own error page)
          }
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({ status: response.statusCode ?? 0, body, setCookie, headers: response.headers });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A browser's cookies, as much of a jar as checkout and sign-in need (scripts/cookie-jar.mjs). */
export class Jar {
  private readonly cookies = cookieJar();
  header(): string {
    return this.cookies.header();
  }
  keep(answer: Answer): void {
    this.cookies.keepLines(answer.setCookie);
  }
}

/** The platform's view of the cluster's database, as the app's own role on the platform path. */
export async function asPlatform<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('app.scope', 'platform', true)");
    const result = await work(client);
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/** nginx's access log lines: time, request, status, upstream(s) tried and their statuses. */
export function accessLog(cluster: Cluster) {
  const text = readFileSync(path.join(cluster.nginxLogs, 'access.log'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^(\S+) (\S+) "(\S+) (\S+) [^"]*" (\d+) .* upstream=(.*) upstream_status=(.*)$/.exec(
        line,
      );
      if (!match) throw new Error(`unexpected access log line: ${line}`);
      return {
        at: Number(match[1]) * 1000,
        client: match[2],
        method: match[3],
        url: match[4],
        status: Number(match[5]),
        upstreams: match[6].split(/, | : /),
        statuses: match[7],
      };
    });
}

/** nginx writes its access log through a 1 s buffer. */
export const logFlush = () => sleep(1500);

export const clusterEnv = {
  // The README's demo passwords: development is what `npm start` runs.
  NODE_ENV: 'development',
  // Every buyer of this test comes from this one machine.
  RATE_LIMIT_MULTIPLIER: '0',
  // The tests use the API; `npm run build` is a step of its own.
  SKIP_WEB_BUILD: 'true',
  LOG_LEVEL: 'error',
  // The demo stores without their 90 days of past orders (ADR 0083): the tests count every order's
  // units against the stock they took.
  DEMO_HISTORY: 'false',
};

/** An order a buyer's confirm-payment answered with, for the payment and e-mail they used. */
export type ToldOrder = { orderId: number; intentId: string; email: string };

/** Each told order's row in store 1 (`payment_intent_id`, `customer_email`), by order id. */
export function ordersTold(url: string, told: ToldOrder[]) {
  return asPlatform(url, async (db) => {
    const { rows } = await db.query(
      'select id, payment_intent_id, customer_email from orders where tenant_id = 1 and id = any($1)',
      [told.map((t) => t.orderId)],
    );
    return new Map(rows.map((row) => [row.id as number, row]));
  });
}
