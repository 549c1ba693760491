// Where a node process spent its CPU: self time of a .cpuprofile (node --cpu-prof) by category, by
// package or source folder, and the top functions.
//   node scripts/cpu-profile-summary.mjs PROFILE.cpuprofile [--orders N | --cpu-ms M] [--top 25] [--json]
// --orders N adds milliseconds per order (the profile's whole life divided by N: start-up and any
// warm-up run count too, so take N as every order the process served).
// Frames of the server bundle (apps/api/dist/main.mjs) are mapped back to their TypeScript file with
// the bundle's source map (node:module SourceMap), so our own code is grouped by module
// (apps/api/src/modules/<name>, apps/api/src/<folder>).
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Categories, first match wins; `of` gets the frame's mapped source file (or URL) and function. */
const CATEGORIES = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['GC', (f) => f.functionName === '(garbage collector)'],
  [
    'socket writes (native writev and buffer copies)',
    (f) =>
      f.file === '' &&
      /^(writev|writeBuffer|writeLatin1String|writeUtf8String|utf8Slice|latin1Slice)$/.test(f.functionName),
  ],
  ['promise and microtask machinery', (f) => f.file === '' && f.functionName === 'runMicrotasks'],
  ['(program): native, not attributed to JS', (f) => f.functionName === '(program)'],
  [
    'fastify and routing',
    (f) =>
      /node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|fastify-plugin)\//.test(
        f.file,
      ),
  ],
  [
    'JSON serialisation',
    (f) => /node_modules\/(fast-json-stringify|secure-json-parse|fast-uri)\//.test(f.file),
  ],
  ['JSON builtins', (f) => f.file === '' && /^(stringify|parse|JSON\.)/.test(f.functionName)],
  [
    'pg driver and protocol',
    (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[^/]+|pgpass)\//.test(f.file),
  ],
  ['drizzle SQL building and result mapping', (f) => /node_modules\/drizzle-orm\//.test(f.file)],
  ['zod validation', (f) => /node_modules\/zod\//.test(f.file)],
  ['crypto', (f) => /node:internal\/crypto|node_modules\/(bcrypt|argon2|@node-rs)/.test(f.file)],
  [
    'HTTP, sockets and streams (node)',
    (f) => /^node:(_http|net|internal\/(streams|stream_base|http|net))/.test(f.file),
  ],
  ['module loading (start-up)', (f) => /^node:internal\/modules/.test(f.file)],
  ['our code', (f) => f.ours],
  ['other npm packages', (f) => f.file.includes('node_modules/')],
  ['other node internals', (f) => f.file.startsWith('node:')],
  ['other builtins (no url)', (f) => f.file === ''],
  ['other', () => true],
];

export function categoryOf(frame) {
  return CATEGORIES.find(([, test]) => test(frame))[0];
}

/** A frame's package ("drizzle-orm"), our source folder ("apps/api/src/modules/checkout") or node module. */
export function groupOf(frame) {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame.file);
  if (npm) return npm[1];
  if (frame.ours) {
    const modules = /(apps\/api\/src\/modules\/[^/]+)\//.exec(frame.file);
    if (modules) return modules[1];
    const folder = /((?:apps|packages)\/[^/]+\/src(?:\/[^/]+)?)\//.exec(frame.file);
    return folder ? folder[1] : frame.file;
  }
  if (frame.file.startsWith('node:')) return frame.file.split('/').slice(0, 2).join('/');
  return frame.file === '' ? frame.functionName : frame.file;
}

/** Self milliseconds of each node: each sample is charged the time until the next one. */
export function selfTimes(profile) {
  const ms = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const delta = (timeDeltas[i + 1] ?? 0) / 1000;
    ms.set(samples[i], (ms.get(samples[i]) ?? 0) + delta);
  }
  return ms;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceMaps = new Map();
function mapFrame(url, line, column) {
  if (!url.endsWith('.mjs') && !url.endsWith('.js')) return undefined;
  if (!sourceMaps.has(url)) {
    let map;
    try {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (!file.includes('node_modules'))
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {}
    sourceMaps.set(url, map);
  }
  const map = sourceMaps.get(url);
  if (!map) return undefined;
  const entry = map.findEntry(line, column);
  if (!entry?.originalSource) return undefined;
  // Sources are relative to the map ("../src/db/scopes.ts"): make them relative to the repository.
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const absolute = path.resolve(path.dirname(file), entry.originalSource);
  return { source: path.relative(root, absolute), line: entry.originalLine };
}

export function summarise(profile) {
  const self = selfTimes(profile);
  const byCategory = new Map();
  const byGroup = new Map();
  const byFunction = new Map();
  let total = 0;
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const mapped = mapFrame(url, lineNumber, columnNumber);
    const source = mapped?.source ?? url;
    const shownLine = mapped ? mapped.line : lineNumber;
    // Our code: the bundle's frames that map back into the workspace's own sources.
    const ours = Boolean(
      mapped && !mapped.source.includes('node_modules') && /^(apps|packages)\//.test(mapped.source),
    );
    const frame = {
      functionName: functionName || '(anonymous)',
      file: source.replace(/^file:\/\//, ''),
      ours,
    };
    const category = categoryOf(frame);
    const group = groupOf(frame);
    total += ms;
    if (category !== 'idle') busy += ms;
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    const shortFile = frame.file.replace(/.*node_modules\//, '').replace(/.*?((apps|packages)\/)/, '$1');
    const name = `${frame.functionName}  ${shortFile}${shortFile ? `:${shownLine + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: total,
    busyMs: busy,
    categories: sorted(byCategory),
    groups: sorted(byGroup),
    functions: sorted(byFunction),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      orders: { type: 'string' },
      'cpu-ms': { type: 'string' },
      top: { type: 'string', default: '25' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!positionals[0]) throw new Error('usage: cpu-profile-summary.mjs PROFILE.cpuprofile [--orders N]');
  const summary = summarise(JSON.parse(readFileSync(positionals[0], 'utf8')));
  if (values.json) {
    console.log(JSON.stringify(summary));
  } else {
    const orders = values.orders ? Number(values.orders) : undefined;
    // --cpu-ms M: the CPU ms per order measured from /proc (bench:checkout --app-pid); each row's
    // share of the profile's busy time is then shown as its share of M, which a loaded machine does
    // not inflate (the profile's sample intervals are wall time: a descheduled thread's wait is
    // charged to whatever frame the next sample lands in).
    const cpuMs = values['cpu-ms'] ? Number(values['cpu-ms']) : undefined;
    const top = Number(values.top);
    const line = (name, ms) => {
      const share = name === 'idle' ? '' : `${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %`;
      const per =
        name === 'idle'
          ? ''
          : cpuMs
            ? `${((cpuMs * ms) / summary.busyMs).toFixed(2).padStart(8)} ms/order of ${cpuMs} CPU ms`
            : orders
              ? `${(ms / orders).toFixed(2).padStart(8)} ms/order (sampled)`
              : '';
      return `  ${name.padEnd(58).slice(0, 58)} ${(ms / 1000).toFixed(2).padStart(8)} s ${share.padStart(8)} ${per}`;
    };
    console.log(
      `profile: ${(summary.totalMs / 1000).toFixed(2)} s sampled, ${(summary.busyMs / 1000).toFixed(2)} s not idle${orders ? `, ${(summary.busyMs / orders).toFixed(2)} ms per order over ${orders} orders` : ''}`,
    );
    console.log('\nself time by category (share of the time not idle):');
    for (const [name, ms] of summary.categories) console.log(line(name, ms));
    console.log(`\nself time by package or source folder (top ${top}):`);
    for (const [name, ms] of summary.groups.filter(([n]) => n !== '(idle)').slice(0, top))
      console.log(line(name, ms));
    console.log(`\ntop ${top} functions by self time:`);
    for (const [name, ms] of summary.functions.filter(([n]) => !n.startsWith('(idle)')).slice(0, top))
      console.log(line(name, ms));
  }
}
