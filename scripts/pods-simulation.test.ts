// `npm run pods:simulate` (ADR 0022): nginx's stores map and config, and, on PostgreSQL, the whole
// simulation: two pods, stores on each, store front and checkout through nginx by Host, a store
// moved between pods with a checkout across the move, a moving store's 503; it must exit 0 and
// leave no database behind.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { frontConfig, storesMap } from './pods-front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;

describe("nginx's stores map, from the tenant directory", () => {
  it("maps each store's subdomain and domain to its pod, a moving store to `moving`", () => {
    const { text, skipped } = storesMap(
      [
        { storeId: 2, slug: 'northwind', domain: null, pod: 'b', state: 'active' },
        { storeId: 1, slug: 'demo', domain: 'Shop.Example.com', pod: 'a', state: 'moving' },
      ],
      'pods.test',
    );
    expect(text).toBe('demo.pods.test moving;\nnorthwind.pods.test b;\nshop.example.com moving;\n');
    expect(skipped).toEqual([]);
  });

  it('leaves out a name that is not a plain host name rather than writing it into the config', () => {
    const { text, skipped } = storesMap(
      [
        { storeId: 3, slug: 'ok', domain: 'evil.test; } server { listen 81', pod: 'a', state: 'active' },
        { storeId: 4, slug: 'x', domain: null, pod: 'a"; #', state: 'active' },
      ],
      'pods.test',
    );
    expect(text).toBe('ok.pods.test a;\n');
    expect(skipped).toEqual(['store 3: host "evil.test; } server { listen 81"', 'store 4: pod "a\\"; #"']);
  });

  it('routes by $host through the map, with an upstream per pod and the freeze answered by nginx', () => {
    const conf = frontConfig({
      dir: '/tmp/x',
      listen: '127.0.0.1:1',
      controlListen: '127.0.0.1:2',
      pods: [
        { name: 'a', address: '127.0.0.1:3' },
        { name: 'b', address: '127.0.0.1:4' },
      ],
      defaultPod: 'a',
    });
    expect(conf).toMatch(/map \$host \$pod \{\s+hostnames;\s+default a;\s+include \/tmp\/x\/stores\.map;/);
    expect(conf).toContain('upstream pod_b {\n    server 127.0.0.1:4;');
    expect(conf).toContain('proxy_pass http://pod_$pod;');
    expect(conf).toContain('add_header Retry-After 1 always;');
    expect(conf).toMatch(/return 503 '.*"code":"store_moving"/);
  });
});

describe.skipIf(!databaseUrl)('pods simulation on PostgreSQL (skipped: TEST_DATABASE_URL is unset)', () => {
  it("serves both pods' stores through nginx by host, moves a store, and cleans up", {
    timeout: 120_000,
  }, async () => {
    const child = spawn(
      process.execPath,
      ['scripts/pods-simulation.mjs', '--database-url', databaseUrl ?? ''],
      {
        cwd: root,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output, output).not.toMatch(/FAIL/);
    expect(code, output).toBe(0);

    // A row of the table: the step, its store, the pod it should be on and the pod that answered, ok.
    const row = (step: string, pod: string) =>
      new RegExp(
        `^${step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\S+\\s+${pod}\\s+${pod}\\s+\\d+\\s+ok\\b`,
        'm',
      );
    expect(output).toMatch(row('store front demo.pods.test/ + products', 'a'));
    expect(output).toMatch(row('sandbox checkout (4 calls)', 'a'));
    expect(output).toMatch(row('store front northwind.pods.test/ + products', 'b'));
    expect(output).toMatch(row('sandbox checkout (4 calls)', 'b'));
    expect(output).toMatch(row('after move: store front demo.pods.test/ + products', 'b'));
    expect(output).toMatch(row('after move: sandbox checkout (4 calls)', 'b'));
    expect(output).toMatch(row('in the freeze: demo product list', 'b'));
    expect(output).toMatch(row('across the move: checkout begun on a, paid on b', 'b'));
    expect(output).toMatch(row('during the move: demo browsed without a miss', 'b'));
    expect(output).toMatch(row('during the move: northwind browsed without a miss', 'b'));
    expect(output).toMatch(/503 store_moving \(Retry-After: 1\)/);
    expect(output).toMatch(/order \d+ now in pod b's database only/);
    expect(output).toMatch(/503, Retry-After: 1 \(store_moving\)/);

    const run = /Pods simulation ([0-9a-f]+)/.exec(output)?.[1];
    expect(run).toBeDefined();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `pods_${run}_%`,
    ]);
    await client.end();
    expect(rows, output).toEqual([]);
  });
});
