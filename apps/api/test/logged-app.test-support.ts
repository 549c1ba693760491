// An app on a test's database whose log is kept line by line at debug level, for the tests that
// prove a secret never reaches the log.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { TestApp } from './app.ts';
import { testConfig } from './config.ts';

/** The app and every line it has logged so far; the caller closes it. */
export async function createLoggedApp(t: Pick<TestApp, 'database'>): Promise<{
  app: FastifyInstance;
  lines: string[];
}> {
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'debug' }),
    database: t.database,
    serveWeb: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return { app, lines };
}
