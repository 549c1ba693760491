// Start-up with NODE_ENV=production on an embedded database: no demo stores or sandbox payments
// unless asked for, a warning when they are, and demo owners that never get the README's passwords.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config/config.ts';
import { startServer } from './server.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-server-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function productionConfig(name: string, env: Record<string, string> = {}) {
  return parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(dataDir, name),
    HOST: '127.0.0.1',
    PORT: '0',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'admin-password-123',
    ...env,
  });
}

/** Starts, runs `check` while up, stops; returns what start-up printed. */
type App = Awaited<ReturnType<typeof startServer>>['app'];

async function start(
  config: ReturnType<typeof productionConfig>,
  check?: (app: App, printed: string) => Promise<void>,
) {
  const printed: string[] = [];
  const warned: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warned.push(String(line)));
  const server = await startServer(config);
  try {
    await check?.(server.app, printed.join('\n'));
  } finally {
    await server.stop();
    vi.restoreAllMocks();
  }
  return { printed: printed.join('\n'), warned: warned.join('\n') };
}

// Each test starts whole servers on an embedded database (every migration): a minute and a half
// each, as the 30 s default was passed on a loaded 2-core host.
describe('a production start', { timeout: 90_000 }, () => {
  it('by default seeds no demo store, takes no sandbox cards and warns of nothing', async () => {
    const out = await start(productionConfig('plain'), async (app) => {
      const demo = await app.inject({ method: 'GET', url: '/api/tenant/1/public' });
      expect(demo.statusCode).toBe(404);
    });
    expect(out.printed).not.toContain('demo store owner');
    expect(out.warned).not.toMatch(/DEMO_DATA|SANDBOX_PAYMENTS/);
  });

  it('with DEMO_DATA and SANDBOX_PAYMENTS set warns, and prints random owner passwords once', async () => {
    const config = productionConfig('demo', { DEMO_DATA: 'true', SANDBOX_PAYMENTS: 'true' });
    let password = '';
    const first = await start(config, async (app, startUp) => {
      password = /demo store owner: demo-owner \/ (\S+)/.exec(startUp)?.[1] ?? '';
      const published = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'demo-owner', password: 'demo-owner-123' },
      });
      expect(published.statusCode).toBe(401);
      const generated = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'demo-owner', password },
      });
      expect(generated.statusCode).toBe(200);
    });
    expect(first.warned).toContain('Warning: DEMO_DATA is on in production');
    expect(first.warned).toContain('Warning: SANDBOX_PAYMENTS is on in production');
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(first.printed).not.toContain('demo-owner-123');
    expect(first.printed).not.toContain('northwind-owner-123');
    expect(first.printed).toContain('shown once');

    const again = await start(config);
    expect(again.printed).not.toContain('demo store owner');
    expect(again.warned).toContain('Warning: DEMO_DATA is on in production');
  });
});
