// npm run bench:storefront -- --url http://127.0.0.1:5000 --n 2000 --c 8 [--tenant 1]
// Reads the store front's product list (GET /api/products?tenantId=…) N times at concurrency C
// against a running server and prints requests per second and p50/p95/p99 latency. The first
// 100 requests warm the server up and are not counted.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5000' },
    n: { type: 'string', default: '2000' },
    c: { type: 'string', default: '8' },
    tenant: { type: 'string', default: '1' },
    path: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const total = Number(values.n);
const concurrency = Number(values.c);
const target = values.path ?? `/api/products?tenantId=${Number(values.tenant)}`;

async function get() {
  const started = performance.now();
  const response = await fetch(`${base}${target}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target}: ${response.status}`);
  return performance.now() - started;
}

async function run(count) {
  const timings = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        timings.push(await get());
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, timings: timings.sort((a, b) => a - b) };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

await run(100);
const { seconds, timings } = await run(total);
console.log(`Benchmark: ${total} × GET ${target}, concurrency ${concurrency}, at ${base}`);
console.log(`${(total / seconds).toFixed(1)} requests/s over ${seconds.toFixed(2)} s`);
console.log(
  `latency ms: p50 ${percentile(timings, 50).toFixed(2)}  p95 ${percentile(timings, 95).toFixed(2)}  p99 ${percentile(timings, 99).toFixed(2)}`,
);
