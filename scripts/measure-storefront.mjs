// Measures a store's home page in headless Chromium: the JavaScript a shopper
// downloads (gzip bytes of every script the page loads until the network is idle, with no
// interaction) against a budget (--budget-kb, default 90: the home page's budget; exit code 1
// when over), the bytes actually transferred per resource type (document, script, stylesheet, image,
// fetch: CDP Network.loadingFinished encodedDataLength, i.e. compressed when the server compressed,
// response headers included), first contentful paint, the time to a visible product grid (the first
// frame in which a product card has a layout box, also when it comes in the server-rendered HTML)
// and the API requests started before it (goal 0).
//
//   npm run measure:storefront                      # starts a fresh demo server (needs a built web app)
//   npm run measure:storefront -- --url http://127.0.0.1:5000 --path /s/demo --runs 7
//
// Each run uses a new browser context (cold cache); --warmup runs (default 1) go first and are not
// counted, so a freshly started server's first answers do not count. Figures are per run and the
// median. Chromium treats 127.0.0.1 as a secure origin and offers gzip, deflate, br, zstd there.
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
    warmup: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.MEASURE_PORT ?? '5071' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'budget-kb': { type: 'string', default: '90' },
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

/** CDP resource types, grouped the way the report shows them. */
const RESOURCE_GROUPS = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Fetch: 'fetch',
  XHR: 'fetch',
  Font: 'font',
};
const GROUP_ORDER = ['document', 'script', 'stylesheet', 'image', 'fetch', 'font', 'other'];

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // In the page's own clock: when the first product card enters the DOM, and when it is first
  // painted. For the paint, every element that enters the grid gets an elementtiming attribute as it
  // is inserted (before any frame can paint it, also when the parser inserts server-rendered HTML),
  // so Element Timing reports the presentation time of the first frame showing a card's text or
  // image. Fallback when no such entry arrives: the first requestAnimationFrame in which a card has a
  // layout box and is not hidden (rAF does not run while a stylesheet blocks rendering), and never
  // before first contentful paint.
  await page.addInitScript((selector) => {
    const gridSelector = selector.split(' > ')[0];
    const mark = (element) => {
      const inGrid = element.closest(gridSelector)
        ? [element, ...element.querySelectorAll('*')]
        : element.querySelectorAll(`${gridSelector}, ${gridSelector} *`);
      for (const each of inGrid) each.setAttribute('elementtiming', 'storefront-grid');
    };
    const observer = new MutationObserver((records) => {
      if (window.__gridInDomAt === undefined && document.querySelector(selector)) {
        window.__gridInDomAt = performance.now();
      }
      for (const record of records) {
        for (const node of record.addedNodes) if (node.nodeType === 1) mark(node);
      }
      if (window.__gridPaintedAt !== undefined) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier !== 'storefront-grid' || !entry.element?.closest(selector)) continue;
          const at = entry.renderTime || entry.loadTime;
          if (window.__gridPaintedAt === undefined || at < window.__gridPaintedAt)
            window.__gridPaintedAt = at;
        }
      }).observe({ type: 'element', buffered: true });
    } catch {
      // no Element Timing in this browser: the requestAnimationFrame fallback below
    }
    const visible = () => {
      const card = document.querySelector(selector);
      if (!card) return false;
      const box = card.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (card.checkVisibility && !card.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false;
      window.__gridInFirstViewport = box.top < window.innerHeight;
      return true;
    };
    const poll = () => {
      if (visible()) window.__gridVisibleAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, GRID_SELECTOR);

  // Bytes as they went over the wire (compressed, with the response headers), per resource type.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const resources = new Map();
  const resource = (id) => {
    if (!resources.has(id)) resources.set(id, { id });
    return resources.get(id);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    Object.assign(resource(event.requestId), { url: event.request.url, type: event.type });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const name = Object.keys(event.headers).find((key) => key.toLowerCase() === 'accept-encoding');
    if (name) resource(event.requestId).acceptEncoding = event.headers[name];
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    Object.assign(resource(event.requestId), {
      type: event.type,
      status: event.response.status,
      encoding: headers['content-encoding'] ?? 'none',
      // Bytes received when the response started: its status line and headers.
      headerBytes: event.response.encodedDataLength ?? 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    resource(event.requestId).transferred = event.encodedDataLength;
  });

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
  await page.waitForFunction(() => window.__gridVisibleAt !== undefined);
  await page.waitForLoadState('networkidle');
  // Element Timing entries are delivered after the frame is presented: give them a moment.
  await page
    .waitForFunction(() => window.__gridPaintedAt !== undefined, undefined, { timeout: 2_000 })
    .catch(() => {});
  const timings = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const painted = window.__gridPaintedAt;
    const framed = window.__gridVisibleAt ?? null;
    const gridVisibleAt = painted ?? (framed === null ? null : Math.max(framed, fcp ?? 0));
    const api = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    return {
      fcp,
      gridInDomAt: window.__gridInDomAt ?? null,
      gridVisibleAt,
      gridFrameAt: framed,
      gridTiming: painted !== undefined ? 'Element Timing' : 'requestAnimationFrame, not before FCP',
      gridInFirstViewport: window.__gridInFirstViewport ?? null,
      apiBeforeGrid: api
        .filter((entry) => gridVisibleAt !== null && entry.startTime < gridVisibleAt)
        .map((e) => new URL(e.name).pathname),
      apiTotal: api.map((e) => new URL(e.name).pathname),
    };
  });
  const files = (await Promise.all(scripts)).filter(Boolean);
  await cdp.detach();
  await context.close();

  const wire = Object.fromEntries(
    GROUP_ORDER.map((group) => [group, { requests: 0, bytes: 0, bodyBytes: 0, encodings: {} }]),
  );
  const loaded = [...resources.values()].filter(
    (r) => r.transferred !== undefined && /^https?:/.test(r.url ?? ''),
  );
  for (const r of loaded) {
    const group = wire[RESOURCE_GROUPS[r.type] ?? 'other'];
    group.requests++;
    group.bytes += r.transferred;
    group.bodyBytes += Math.max(0, r.transferred - (r.headerBytes ?? 0));
    group.encodings[r.encoding ?? 'none'] = (group.encodings[r.encoding ?? 'none'] ?? 0) + 1;
  }
  const document = loaded.find((r) => r.type === 'Document');
  return {
    ...timings,
    wire,
    wireTotal: loaded.reduce((sum, r) => sum + r.transferred, 0),
    wireBody: Object.values(wire).reduce((sum, group) => sum + group.bodyBytes, 0),
    wireRequests: loaded.length,
    acceptEncoding: document?.acceptEncoding ?? null,
    jsFiles: files,
    jsGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    jsRaw: files.reduce((sum, f) => sum + f.raw, 0),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const msText = (value) => (value === null ? '—' : `${value.toFixed(0)} ms`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: args.chromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const url = `${server.baseUrl}${args.path}`;
  const runs = [];
  for (let i = 0; i < Number(args.warmup); i++) await measureOnce(browser, url);
  for (let i = 0; i < Number(args.runs); i++) runs.push(await measureOnce(browser, url));

  const last = runs.at(-1);
  console.log(`Store home: ${url}  (${runs.length} cold runs, headless Chromium ${browser.version()})\n`);
  console.log('JavaScript loaded (gzip bytes as Node zlib level 6 would send them):');
  for (const file of last.jsFiles) console.log(`  ${String(file.gzip).padStart(8)}  ${file.url}`);
  const gzip = median(runs.map((r) => r.jsGzip));
  const budget = Number(args['budget-kb']) * 1000;
  console.log(
    `  ${String(gzip).padStart(8)}  total (${kb(gzip)} gzip, ${kb(median(runs.map((r) => r.jsRaw)))} raw) — budget ${args['budget-kb']} kB: ${gzip <= budget ? 'within' : 'OVER'}`,
  );

  console.log(
    `\nBytes on the wire (median of runs; the browser sent Accept-Encoding: ${last.acceptEncoding ?? '?'})` +
      `\n  ${'type'.padEnd(10)} ${'requests'.padStart(8)}  ${'body bytes'.padStart(10)}  ${'with headers'.padStart(12)}  encodings`,
  );
  const wireRows = GROUP_ORDER.map((group) => ({
    group,
    requests: median(runs.map((r) => r.wire[group].requests)),
    bytes: median(runs.map((r) => r.wire[group].bytes)),
    bodyBytes: median(runs.map((r) => r.wire[group].bodyBytes)),
    encodings: Object.entries(last.wire[group].encodings)
      .map(([encoding, count]) => `${encoding} ×${count}`)
      .join(', '),
  })).filter((row) => row.requests > 0);
  for (const row of wireRows) {
    console.log(
      `  ${row.group.padEnd(10)} ${String(row.requests).padStart(8)}  ${String(row.bodyBytes).padStart(10)}  ${String(row.bytes).padStart(12)}  ${row.encodings}`,
    );
  }
  const wireTotal = median(runs.map((r) => r.wireTotal));
  const wireBody = median(runs.map((r) => r.wireBody));
  console.log(
    `  ${'total'.padEnd(10)} ${String(median(runs.map((r) => r.wireRequests))).padStart(8)}  ${String(wireBody).padStart(10)}  ${String(wireTotal).padStart(12)}  (${kb(wireBody)} body, ${kb(wireTotal)} with headers)`,
  );

  const fcp = median(runs.map((r) => r.fcp));
  const gridInDom = median(runs.map((r) => r.gridInDomAt));
  const gridVisible = median(runs.map((r) => r.gridVisibleAt));
  console.log(
    `\nFirst contentful paint: median ${msText(fcp)} (runs: ${runs.map((r) => r.fcp?.toFixed(0)).join(', ')})`,
  );
  console.log(
    `Product grid visible: median ${msText(gridVisible)} (runs: ${runs.map((r) => r.gridVisibleAt?.toFixed(0)).join(', ')}; ${last.gridTiming}${last.gridInFirstViewport ? '' : ', below the first viewport'})`,
  );
  console.log(`Product grid in the DOM: median ${msText(gridInDom)}`);
  console.log(
    `API requests started before the grid was visible (goal 0): ${runs.map((r) => r.apiBeforeGrid.length).join(', ')} ${last.apiBeforeGrid.length ? `(${last.apiBeforeGrid.join(', ')})` : ''}`,
  );
  console.log(
    `API requests in total until idle: ${last.apiTotal.length} (${last.apiTotal.join(', ') || 'none'})`,
  );
  console.log(
    `\n${JSON.stringify({
      path: args.path,
      jsGzipBytes: gzip,
      jsBudgetBytes: budget,
      wireBodyBytes: Object.fromEntries(wireRows.map((row) => [row.group, row.bodyBytes])),
      wireBodyBytesTotal: wireBody,
      wireBytesWithHeadersTotal: wireTotal,
      fcpMs: fcp === null ? null : Math.round(fcp),
      gridVisibleMs: gridVisible === null ? null : Math.round(gridVisible),
      gridInDomMs: gridInDom === null ? null : Math.round(gridInDom),
      apiRequestsBeforeGrid: median(runs.map((r) => r.apiBeforeGrid.length)),
    })}`,
  );
  process.exitCode = gzip <= budget ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
