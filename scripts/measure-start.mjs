// node scripts/measure-start.mjs [--runs 3] [--port 6590] [--root <checkout>] [--fresh-build]
// How long `npm start` takes to answer GET /api/healthz on a fresh embedded database (PGlite, demo
// data and history, as on a fresh clone), and where the server says the time went (its "started
// in" line). Each run gets an empty DATA_DIR; --fresh-build also removes the web build and the
// server bundle first, as a fresh clone has neither. --root measures another checkout of the
// project (e.g. the commit before a change) in the same conditions. The load average is printed
// alongside: on a shared host compare runs made back to back.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '6590' },
    root: { type: 'string', default: here },
    'fresh-build': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.root);
const port = Number(values.port);

async function healthy(deadline) {
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

for (let run = 1; run <= Number(values.runs); run++) {
  if (values['fresh-build']) {
    for (const dir of ['apps/web/dist', 'apps/web/dist-ssr', 'apps/api/dist']) {
      rmSync(path.join(root, dir), { recursive: true, force: true });
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-start-'));
  const load = loadavg()[0].toFixed(1);
  const started = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const ok = await healthy(started + 180_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const phases = output.match(/started in .*/)?.[0] ?? '(no phase line)';
  console.log(
    `run ${run}: ${ok ? `healthy in ${seconds} s` : 'NOT healthy within 180 s'} (load ${load}); ${phases}`,
  );
  if (!ok) console.log(output.slice(-2000));
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
