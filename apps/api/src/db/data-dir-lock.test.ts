// One process per embedded data folder (data-dir-lock.ts, ADR 0045): a second start on a running
// folder is refused naming the folder and the pid, in this process and as `npm start` would be,
// while the first keeps serving; a lock whose process is gone is taken over; a clean stop leaves
// no lock; and what the embedded database writes is its owner's alone.
import { execFile, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/config.ts';
import { startServer } from '../server.ts';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'storefleet-lock-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const env = (dataDir: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  JOBS: 'false',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
  APP_SECRET: 'test-secret-test-secret-test-secret-1234',
  ADMIN_PASSWORD: 'admin-password-123',
});

/** A pid no process has: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Every file and folder under dir whose mode gives the group or others anything. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    if ((statSync(at).mode & 0o077) !== 0) found.push(at);
    if (statSync(at).isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return found;
}

// Each test starts whole servers on an embedded database (every migration): a minute and a half
// each, as the 30 s default was passed on a loaded 2-core host.
describe('the embedded data folder', { timeout: 90_000 }, () => {
  it('refuses a second server on a running folder, naming the folder and pid, while the first serves', async () => {
    const dataDir = path.join(root, 'running');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = await startServer(parseConfig(env(dataDir)));
    try {
      const lock = path.join(dataDir, DATA_DIR_LOCK_FILE);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));

      const second = startServer(parseConfig(env(dataDir)));
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `The embedded database in ${path.resolve(dataDir)} is in use by another Storefleet process (pid ${process.pid})`,
      );

      // As `npm start` in another terminal: it exits at once, non-zero, saying why.
      const apiDir = fileURLToPath(new URL('../..', import.meta.url));
      const started = Date.now();
      const exited = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/main.ts'],
          { cwd: apiDir, env: env(dataDir) },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(exited.code).toBe(1);
      expect(exited.stderr).toContain(
        `Storefleet failed to start: The embedded database in ${path.resolve(dataDir)} is in use by another Storefleet process (pid ${process.pid})`,
      );
      expect(Date.now() - started).toBeLessThan(20_000);

      // The first is untouched: it still answers, and its lock still names it.
      const address = first.app.server.address() as { port: number };
      const health = await fetch(`http://127.0.0.1:${address.port}/api/healthz`);
      expect(health.status).toBe(200);
      const signIn = await first.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'admin-password-123' },
      });
      expect(signIn.statusCode).toBe(200);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await first.stop();
    }
    // A clean stop releases the folder: no lock left behind, and a next start opens it.
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    const again = await startServer(parseConfig(env(dataDir)));
    await again.stop();
  });

  it('takes over a lock whose process is gone, and one naming this pid that this process does not hold', () => {
    const dataDir = path.join(root, 'stale');
    mkdirSync(dataDir, { recursive: true });
    const lock = path.join(dataDir, DATA_DIR_LOCK_FILE);
    for (const stale of [deadPid(), process.pid]) {
      writeFileSync(lock, `${stale}\n`);
      const release = lockDataDir(dataDir);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
      expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.pid})`);
      release();
      expect(existsSync(lock)).toBe(false);
    }
    expect(readdirSync(dataDir)).toEqual([]); // nothing set aside is left over
  });

  it('refuses a lock held by another live process', () => {
    const dataDir = path.join(root, 'other');
    mkdirSync(dataDir, { recursive: true });
    const parentPid = process.ppid; // alive while this test runs
    writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), `${parentPid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      `The embedded database in ${dataDir} is in use by another Storefleet process (pid ${parentPid})`,
    );
    expect(readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(parentPid));
  });

  it('keeps the database files to their owner: folders 0700, files 0600', async () => {
    const dataDir = path.join(root, 'modes');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = await startServer(parseConfig(env(dataDir)));
    try {
      // While it runs, the folders keep everyone else out of every file.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(statSync(path.join(dataDir, DATA_DIR_LOCK_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await server.stop();
    }
    expect(openToOthers(dataDir)).toEqual([]);
    // A folder an older version left open (PGlite wrote 0666) is closed at the next start.
    const pglite = path.join(dataDir, 'pglite');
    chmodSync(pglite, 0o755);
    chmodSync(path.join(pglite, 'PG_VERSION'), 0o666);
    chmodSync(path.join(pglite, 'base'), 0o777);
    expect(openToOthers(pglite)).toHaveLength(3);
    const again = await startServer(parseConfig(env(dataDir)));
    await again.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
