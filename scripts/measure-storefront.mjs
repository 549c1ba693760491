// Measures a store's home page in headless Chromium (issue 4 "Measure and report"): the JavaScript a
// shopper downloads (gzip bytes of every script the page loads until the network is idle, with no
// interaction), first contentful paint, and how many API requests start before the product grid shows.
//
//   npm run measure:storefront                      # starts a fresh demo server (needs a built web app)
//   npm run measure:storefront -- --url http://127.0.0.1:5000 --path /s/demo --runs 7
//
// Each run uses a new browser context (cold cache). Figures are per run and the median.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', default: '/s/demo' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.MEASURE_PORT ?? '5071' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'budget-kb': { type: 'string', default: '120' },
  },
});

const GRID_SELECTOR = 'ul[aria-label="Products"] > li';

/** Starts scripts/e2e-server.mjs (fresh embedded database with the demo stores) unless --url is given. */
async function startServer() {
  if (args.url) return { baseUrl: args.url.replace(/\/$/, ''), stop: async () => {} };
  const baseUrl = `http://127.0.0.1:${args.port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, E2E_PORT: args.port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('The server stopped before it was ready');
    if (Date.now() > deadline) throw new Error('The server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Marks the moment the first product card is in the DOM, in the page's own clock.
  await page.addInitScript((selector) => {
    const mark = () => {
      if (window.__gridShownAt === undefined && document.querySelector(selector)) {
        window.__gridShownAt = performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => mark() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, GRID_SELECTOR);

  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  });

  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(GRID_SELECTOR);
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const gridShownAt = window.__gridShownAt ?? null;
    const api = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    return {
      fcp,
      gridShownAt,
      apiBeforeGrid: api
        .filter((entry) => gridShownAt !== null && entry.startTime < gridShownAt)
        .map((e) => e.name),
      apiTotal: api.map((e) => new URL(e.name).pathname),
    };
  });
  const files = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  return {
    ...timings,
    jsFiles: files,
    jsGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    jsRaw: files.reduce((sum, f) => sum + f.raw, 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: args.chromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const url = `${server.baseUrl}${args.path}`;
  const runs = [];
  for (let i = 0; i < Number(args.runs); i++) runs.push(await measureOnce(browser, url));

  const last = runs.at(-1);
  console.log(`Store home: ${url}  (${runs.length} cold runs, headless Chromium ${browser.version()})\n`);
  console.log('JavaScript loaded (gzip bytes as Node zlib level 6 would send them):');
  for (const file of last.jsFiles) console.log(`  ${String(file.gzip).padStart(8)}  ${file.url}`);
  const gzip = median(runs.map((r) => r.jsGzip));
  const budget = Number(args['budget-kb']) * 1000;
  console.log(
    `  ${String(gzip).padStart(8)}  total (${(gzip / 1000).toFixed(1)} kB gzip, ${(median(runs.map((r) => r.jsRaw)) / 1000).toFixed(1)} kB raw) — budget ${args['budget-kb']} kB: ${gzip <= budget ? 'within' : 'OVER'}`,
  );
  console.log(
    `\nFirst contentful paint: median ${median(runs.map((r) => r.fcp)).toFixed(0)} ms (runs: ${runs.map((r) => r.fcp?.toFixed(0)).join(', ')})`,
  );
  console.log(`Product grid in the DOM: median ${median(runs.map((r) => r.gridShownAt)).toFixed(0)} ms`);
  console.log(
    `API requests started before the grid showed: ${runs.map((r) => r.apiBeforeGrid.length).join(', ')} ${last.apiBeforeGrid.length ? `(${last.apiBeforeGrid.join(', ')})` : ''}`,
  );
  console.log(
    `API requests in total until idle: ${last.apiTotal.length} (${last.apiTotal.join(', ') || 'none'})`,
  );
  console.log(
    `\n${JSON.stringify({
      path: args.path,
      jsGzipBytes: gzip,
      fcpMs: Math.round(median(runs.map((r) => r.fcp))),
      gridMs: Math.round(median(runs.map((r) => r.gridShownAt))),
      apiRequestsBeforeGrid: median(runs.map((r) => r.apiBeforeGrid.length)),
    })}`,
  );
  process.exitCode = gzip <= budget ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
