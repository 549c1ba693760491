// `npm run cluster -- --tls` for real (ADR 0071): Caddy in front of two instances, getting a store's
// certificate on demand from Pebble (a test ACME server) on the first HTTPS request for its
// subdomain, and none for a host the ask endpoint (GET /api/tls/allowed) does not allow. Pebble
// validates through pebble-challtestsrv's DNS, which answers every name with 127.0.0.1, and
// connects to Caddy's HTTP and HTTPS ports for the challenges. Needs PostgreSQL (TEST_DATABASE_URL),
// caddy, pebble and pebble-challtestsrv (.ci/run installs them); skips, saying why, without them.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PeerCertificate } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCluster } from './cluster.mjs';
import { appRole, type Cluster, clusterEnv, databaseUrl } from './cluster.test-support.ts';

const STORE_DOMAIN = 'shops.test';
const tools = ['caddy', 'pebble', 'pebble-challtestsrv'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
);
const skipReason = !databaseUrl
  ? 'TEST_DATABASE_URL is unset (the cluster needs PostgreSQL)'
  : tools.length > 0
    ? `${tools.join(', ')} not installed (apt-get install -y caddy pebble)`
    : undefined;
if (skipReason) console.warn(`cluster-tls.test.ts skipped: ${skipReason}`);

type Answer = { status: number; body: string; certificate: PeerCertificate };

/** One HTTPS GET to 127.0.0.1:`port` for `host` (SNI and Host), trusting only `ca`. */
function httpsGet(port: number, host: string, url: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        servername: host,
        headers: { host: `${host}:${port}` },
        ca,
        agent: false,
      },
      (response) => {
        const certificate =
          response.socket && 'getPeerCertificate' in response.socket
            ? (response.socket as import('node:tls').TLSSocket).getPeerCertificate()
            : ({} as PeerCertificate);
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, certificate }));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('timed out')));
    request.once('error', reject);
    request.end();
  });
}

/** GET of Pebble's HTTPS (its own certificate, `ca`). */
function pebbleGet(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .once('error', reject);
  });
}

function startProcess(command: string, args: string[], env: Record<string, string>, log: string[]) {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => log.push(String(chunk)));
  }
  return child;
}

async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(skipReason !== undefined)('Caddy on-demand TLS with Pebble in front of the cluster', () => {
  let dir: string;
  let cluster: Cluster & { httpsPort?: number; caddyLog?: string[] };
  let challtestsrv: ChildProcess | undefined;
  let pebble: ChildProcess | undefined;
  let pebbleCert: string;
  let issuedRoot: string;
  let httpsPort: number;
  const log: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'storefleet-tls-'));
    // Pebble's own HTTPS: a self-signed certificate for 127.0.0.1, which Caddy trusts (acme_ca_root).
    const certFile = path.join(dir, 'pebble-cert.pem');
    const keyFile = path.join(dir, 'pebble-key.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    pebbleCert = readFileSync(certFile, 'utf8');

    const [dnsPort, challManagement, acmePort, pebbleManagement, httpPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    httpsPort = await freePort();
    challtestsrv = startProcess(
      'pebble-challtestsrv',
      [
        '-dns01',
        `127.0.0.1:${dnsPort}`,
        '-http01',
        '',
        '-https01',
        '',
        '-tlsalpn01',
        '',
        '-management',
        `127.0.0.1:${challManagement}`,
        '-defaultIPv4',
        '127.0.0.1',
        '-defaultIPv6',
        '',
      ],
      {},
      log,
    );
    const config = path.join(dir, 'pebble.json');
    writeFileSync(
      config,
      JSON.stringify({
        pebble: {
          listenAddress: `127.0.0.1:${acmePort}`,
          managementListenAddress: `127.0.0.1:${pebbleManagement}`,
          certificate: certFile,
          privateKey: keyFile,
          // Pebble's validation connects to Caddy's ports (HTTP-01, TLS-ALPN-01).
          httpPort,
          tlsPort: httpsPort,
          ocspResponderURL: '',
          externalAccountBindingRequired: false,
        },
      }),
    );
    pebble = startProcess(
      'pebble',
      ['-config', config, '-dnsserver', `127.0.0.1:${dnsPort}`],
      {
        PEBBLE_VA_NOSLEEP: '1',
        PEBBLE_WFE_NONCEREJECT: '0',
      },
      log,
    );
    const acmeCa = `https://127.0.0.1:${acmePort}/dir`;
    for (let i = 0; ; i++) {
      try {
        if ((await pebbleGet(acmeCa, pebbleCert)).status === 200) break;
      } catch (error) {
        if (i > 300) throw new Error(`Pebble did not start: ${error}\n${log.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    cluster = await startCluster({
      instances: 2,
      jobs: 1,
      port: httpPort,
      databaseUrl,
      appRole,
      env: { ...clusterEnv, STORE_DOMAIN },
      tls: { httpsPort, acmeCa, acmeCaRoot: certFile },
      output: (name: string, line: string) => log.push(`[${name}] ${line}\n`),
    });
    // The root of the chains Pebble issues (a new one each time Pebble starts).
    issuedRoot = (await pebbleGet(`https://127.0.0.1:${pebbleManagement}/roots/0`, pebbleCert)).body;
  }, 900_000);

  afterAll(async () => {
    await cluster?.stop();
    await stopProcess(pebble);
    await stopProcess(challtestsrv);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("gets the store subdomain's certificate from Pebble on the first request and serves the store", async () => {
    const host = `demo.${STORE_DOMAIN}`;
    const started = performance.now();
    const first = await httpsGet(httpsPort, host, '/api/tenant/current', issuedRoot).catch((error) => {
      throw new Error(`${error}\n${log.slice(-40).join('')}`);
    });
    const firstMs = performance.now() - started;
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ slug: 'demo' });
    expect(first.certificate.subjectaltname).toBe(`DNS:${host}`);
    // The home page needs the web build, which `npm test` makes after this step: without it, the
    // store's product list on the same host.
    const built = existsSync(path.resolve('apps/web/dist/index.html'));
    const again = performance.now();
    const home = await httpsGet(httpsPort, host, built ? '/' : '/api/products', issuedRoot);
    const warmMs = performance.now() - again;
    expect(home.status, home.body.slice(0, 300)).toBe(200);
    if (built) expect(home.body).toContain('"slug":"demo"');
    else expect(JSON.parse(home.body).length).toBeGreaterThan(0);
    console.log(
      `cluster-tls: first HTTPS request to ${host} (certificate issued by Pebble) ${firstMs.toFixed(0)} ms, the next ${warmMs.toFixed(0)} ms`,
    );
  });

  it('gets no certificate for a host the ask endpoint refuses', async () => {
    await expect(httpsGet(httpsPort, 'unknown.test', '/', issuedRoot)).rejects.toThrow();
    await expect(httpsGet(httpsPort, `nobody.${STORE_DOMAIN}`, '/', issuedRoot)).rejects.toThrow();
  });

  it('still serves plain HTTP on its own port', async () => {
    const response = await fetch(`${cluster.url}/api/tenant/current`, {
      headers: { host: `demo.${STORE_DOMAIN}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).slug).toBe('demo');
  });
});
