// npm run cluster [-- --instances 3 --port 8080 --host 127.0.0.1 --jobs 2 --replica]
//                 [-- --tls --https-port 8443]   (Caddy instead of nginx; ACME_CA, ACME_CA_ROOT, ACME_EMAIL)
//
// Several app instances on one PostgreSQL behind nginx, on this machine (ADR 0019):
//   - PostgreSQL: the server CLUSTER_DATABASE_URL (else DATABASE_URL) names, in a fresh database
//     `cluster_<id>` made for this run; without either, or with --replica, a throwaway server of
//     its own (initdb + pg_ctl, as the `postgres` OS user when run as root, since initdb refuses root);
//   - with --replica, a streaming standby of that throwaway server (pg_basebackup -R) whose address
//     the instances get as DATABASE_READ_URL;
//   - N app instances, each the project's own `npm start` command with environment variables only:
//     the same APP_SECRET, one shared DATA_DIR (so one uploads folder), JOBS=true on the first
//     `--jobs` of them and false on the rest, TRUST_PROXY naming nginx's address;
//   - nginx (the Debian package) in front, with a config generated into the run's temporary folder;
//     with --tls Caddy instead, HTTP on --port and HTTPS with on-demand certificates on --https-port
//     (ADR 0071).
// It prints the URL and stays in the foreground; Ctrl-C (or SIGTERM) stops all of it and removes
// what it created (the database and roles on an existing server, the temporary folder). The instances
// migrate as the database's owner and serve as a runtime role granted rows only (ADR 0045).
//
// For tests and benchmarks: `startCluster(options)` resolves to { url, instances, stop(), … }; a test
// that restarts a server of its own uses startTemporaryServer, pgCtlStart and pgCtlStop.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { startCommand } from './start-command.mjs';

export { freePort };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A URL with its password masked, for printing. */
export function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The `postgres` OS user's ids when this process is root (initdb and postgres refuse root). */
export function postgresOsUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root: a throwaway PostgreSQL needs the `postgres` OS user (initdb refuses root)',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Where initdb, pg_ctl and pg_basebackup live: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBin(tool) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0], 'bin', tool) : tool;
}

/** Runs a command to completion (in a session of its own, so a terminal's Ctrl-C reaches only us). */
function run(command, args, { user, env = {}, cwd = tmpdir() } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      ...(user ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}):\n${output.trim()}`));
    });
  });
}

/** A folder the postgres OS user owns (0700, as PostgreSQL requires of a data directory). */
function postgresFolder(dir, user) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
}

const serverSettings = (dir, port) =>
  [
    '',
    '# storefleet cluster (scripts/cluster.mjs)',
    "listen_addresses = '127.0.0.1'",
    `port = ${port}`,
    `unix_socket_directories = '${dir}'`,
    'max_connections = 200',
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    // Long admin reads on the standby are not cancelled by the primary's vacuum.
    'hot_standby_feedback = on',
    '',
  ].join('\n');

/** A throwaway PostgreSQL server in `dir`, listening on 127.0.0.1:`port`, superuser `postgres`. */
export async function startTemporaryServer({ dir, port, password, user }) {
  postgresFolder(dir, user);
  const pwfile = `${dir}.pw`;
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  try {
    await run(
      postgresBin('initdb'),
      [
        '-D',
        dir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      { user },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  appendFileSync(path.join(dir, 'postgresql.conf'), serverSettings(dir, port));
  await pgCtlStart(dir, user);
  return { dir, port };
}

export async function pgCtlStart(dir, user) {
  await run(
    postgresBin('pg_ctl'),
    ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '120', 'start'],
    {
      user,
    },
  );
}

export async function pgCtlStop(dir, user) {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return;
  await run(postgresBin('pg_ctl'), ['-D', dir, '-m', 'fast', '-w', '-t', '60', 'stop'], { user }).catch(
    (error) => console.error(error.message),
  );
}

/**
 * A streaming standby of the throwaway server: pg_basebackup -R (standby.signal and the primary's
 * address) through a replication slot, then started on its own port as a hot standby.
 */
async function startStandby({ dir, port, primary, password, user }) {
  postgresFolder(dir, user);
  await run(
    postgresBin('pg_basebackup'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-X',
      'stream',
      '-R',
      '-C',
      '-S',
      'storefleet_standby',
      '--checkpoint=fast',
    ],
    { user, env: { PGPASSWORD: password } },
  );
  appendFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    [
      '',
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=${password} application_name=storefleet_standby'`,
      '',
    ].join('\n'),
  );
  await pgCtlStart(dir, user);
  return { dir, port };
}

/**
 * The cluster's database and its two roles (docs/deployment.md, "Two database roles"): the owner,
 * which the instances migrate as (DATABASE_MIGRATION_URL), and the runtime role they serve as
 * (DATABASE_URL), granted rows only. A superuser connection makes both (`cluster_owner_<id>` owning
 * a new database, `cluster_app_<id>`; no superuser, no BYPASSRLS); an ordinary role with CREATEDB
 * makes the database for itself and owns it, with `appRole` ({ user, password }: an existing
 * ordinary role) as the runtime role, or without one serves as its own single role.
 */
async function createAppDatabase(adminUrl, appRole) {
  const id = randomBytes(4).toString('hex');
  const database = `cluster_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const {
      rows: [me],
    } = await admin.query(
      'select current_user as name, rolsuper, rolcreatedb, rolbypassrls from pg_roles where rolname = current_user',
    );
    const ownerUrl = new URL(adminUrl);
    ownerUrl.pathname = `/${database}`;
    const appUrl = new URL(ownerUrl);
    const roles = [];
    if (me.rolsuper) {
      for (const [url, role] of [
        [ownerUrl, `cluster_owner_${id}`],
        [appUrl, `cluster_app_${id}`],
      ]) {
        const password = randomBytes(18).toString('hex');
        await admin.query(
          `create role "${role}" login password '${password}' nosuperuser nobypassrls nocreatedb nocreaterole`,
        );
        roles.push(role);
        url.username = role;
        url.password = password;
      }
      await admin.query(`create database "${database}" owner "${roles[0]}"`);
    } else {
      if (me.rolbypassrls) {
        throw new Error(`Role ${me.name} has BYPASSRLS: connect as a superuser or as an ordinary role`);
      }
      if (!me.rolcreatedb) throw new Error(`Role ${me.name} may not create databases (CREATEDB)`);
      await admin.query(`create database "${database}"`);
      if (appRole) {
        appUrl.username = encodeURIComponent(appRole.user);
        appUrl.password = encodeURIComponent(appRole.password);
      }
    }
    return { url: appUrl.toString(), migrationUrl: ownerUrl.toString(), database, roles };
  } finally {
    await admin.end();
  }
}

async function dropAppDatabase(adminUrl, { database, roles }) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database}" with (force)`);
    for (const role of roles.toReversed()) await admin.query(`drop role if exists "${role}"`);
  } finally {
    await admin.end();
  }
}

/**
 * How far the standby is behind, asked of the primary as a superuser: pg_stat_replication's byte
 * distance and replay_lag, and a measured round trip: a committed WAL record on the primary
 * (pg_logical_emit_message, no table touched) and the time until the standby has replayed it.
 */
export async function replicationLag(primaryUrl, standbyUrl) {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const standby = new pg.Client({ connectionString: standbyUrl });
  await Promise.all([primary.connect(), standby.connect()]);
  try {
    const { rows } = await primary.query(
      `select application_name, state,
              pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint as bytes_behind,
              extract(epoch from replay_lag) * 1000 as replay_lag_ms
         from pg_stat_replication`,
    );
    const started = performance.now();
    const {
      rows: [{ lsn }],
    } = await primary.query(
      // Transactional: its commit is flushed and sent at once, like an app's write.
      "select pg_logical_emit_message(true, 'storefleet-cluster', 'lag probe')::text as lsn",
    );
    for (;;) {
      const {
        rows: [{ replayed }],
      } = await standby.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed', [lsn]);
      if (replayed) break;
      if (performance.now() - started > 30_000) throw new Error('The standby replayed nothing for 30 s');
      await sleep(1);
    }
    const row = rows[0];
    return {
      state: row?.state ?? 'not connected',
      bytesBehind: row ? Number(row.bytes_behind ?? 0) : undefined,
      replayLagMs: row?.replay_lag_ms == null ? null : Number(row.replay_lag_ms),
      roundTripMs: performance.now() - started,
    };
  } finally {
    await Promise.all([primary.end(), standby.end()]);
  }
}

/** Resolves once GET url answers 200; rejects when `exited` does first or after `timeoutMs`. */
async function waitForHealthy(url, { exited, timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  let gone;
  exited.then((reason) => {
    gone = reason;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} stopped before it was ready: ${gone}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

/** Variables of the caller's environment that would point an instance elsewhere than the cluster. */
const notInherited = [
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'DATABASE_DIRECT_URL',
  'DATABASE_MIGRATION_URL',
  'CLUSTER_DATABASE_URL',
  'TEST_DATABASE_URL',
  'PORT',
  'HOST',
  'DATA_DIR',
  'JOBS',
  'TRUST_PROXY',
  'S3_ENDPOINT',
  'S3_BUCKET',
];

function startInstance({ name, port, env, output }) {
  const [node, args] = startCommand();
  const child = spawn(node, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      output(name, line);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  return {
    name,
    port,
    pid: child.pid,
    jobs: env.JOBS === 'true',
    url: `http://127.0.0.1:${port}`,
    exited,
    tail,
    /** Sends `signal` (SIGKILL by default: the crash the tests simulate). */
    kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The load balancer's configuration (docs/deployment.md, "Several instances on this machine"):
 * least connections over the instances with keep-alive connections to them; Host, the client's
 * address and scheme passed on; a request retried on another instance only when it never reached
 * the first (connection refused, or a GET/HEAD whose instance failed): a POST that was sent is
 * never sent twice (ADR 0019).
 */
export function nginxConfig({ dir, listen, upstreams }) {
  return `# Generated by scripts/cluster.mjs for one run; see docs/deployment.md.
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;

events {
  worker_connections 4096;
}

http {
  log_format upstream '$msec $remote_addr "$request" $status $body_bytes_sent $request_time '
                      'upstream=$upstream_addr upstream_status=$upstream_status';
  access_log ${dir}/logs/access.log upstream buffer=64k flush=1s;

  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  # An image upload is at most 5 MB (IMAGE_MAX_BYTES) plus the form's fields: leave room so that
  # the app, not nginx, answers a too-large image with its own message.
  client_max_body_size 8m;
  server_tokens off;

  upstream storefleet {
    least_conn;
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    keepalive_timeout 60s;
  }

  server {
    listen ${listen};

    location / {
      proxy_pass http://storefleet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";

      # Store domains: the app picks the store from Host, and its cross-origin guard compares the
      # Origin with Host including the port, so Host goes on as the client sent it.
      proxy_set_header Host $http_host;
      # nginx is the edge: the client's address replaces whatever X-Forwarded-For it sent, so the
      # rate limits (TRUST_PROXY = this nginx's address) count real clients and cannot be fooled.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;

      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      # Another instance when this one is down. nginx never resends a POST, PUT, PATCH or DELETE
      # that reached an instance (no "non_idempotent"): it may have been applied.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
    }
  }
}
`;
}

function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'nginx';
}

async function startNginx({ dir, listen, upstreams, output }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, listen, upstreams }));
  const nginx = nginxBinary();
  const args = ['-c', conf, '-p', `${dir}/`, '-e', path.join(dir, 'logs', 'error.log')];
  const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.error) {
    throw new Error(`nginx not found (${check.error.message}): apt-get install -y nginx, or set NGINX_BIN`);
  }
  if (check.status !== 0) throw new Error(`nginx rejected ${conf}:\n${check.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => output('nginx', line));
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  return {
    pid: child.pid,
    conf,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // nginx: fast shutdown
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Caddy in front instead of nginx (`--tls`, ADR 0071): plain HTTP on `httpPort`, and HTTPS on
 * `httpsPort` with on-demand TLS: the first TLS handshake for a host name asks `ask`
 * (GET /api/tls/allowed?domain=) and, on a 200, gets a certificate from the ACME directory `acmeCa`
 * (Let's Encrypt's in production; Pebble in the tests), whose HTTPS Caddy trusts through
 * `acmeCaRoot` when it is a private CA. Certificates live in `storage`: Caddy instances that share
 * it (a shared filesystem, or a storage module such as Redis or S3) share certificates and locks.
 * Least connections over the instances; a request retried on another only while it has not reached
 * one (Caddy never resends a body it sent), as the nginx front (ADR 0019). Caddy passes Host on
 * as the client sent it (the app picks the store from it) and sets X-Forwarded-For to the client's
 * address, replacing what an untrusted client sent.
 */
export function caddyConfig({
  host,
  httpPort,
  httpsPort,
  upstreams,
  ask,
  acmeCa,
  acmeCaRoot,
  storage,
  email,
}) {
  const proxy = `  reverse_proxy ${upstreams.join(' ')} {
    lb_policy least_conn
    lb_try_duration 10s
    fail_duration 5s
  }`;
  return `# Generated by scripts/cluster.mjs for one run; see docs/deployment.md and ADR 0071.
{
  admin off
  http_port ${httpPort}
  https_port ${httpsPort}
  default_bind ${host}
  storage file_system {
    root ${storage}
  }
${acmeCa ? `  acme_ca ${acmeCa}\n` : ''}${acmeCaRoot ? `  acme_ca_root ${acmeCaRoot}\n` : ''}${email ? `  email ${email}\n` : ''}  on_demand_tls {
    ask ${ask}
  }
}

https:// {
  tls {
    on_demand
  }
${proxy}
}

http:// {
${proxy}
}
`;
}

function caddyBinary() {
  if (process.env.CADDY_BIN) return process.env.CADDY_BIN;
  for (const candidate of ['/usr/bin/caddy', '/usr/local/bin/caddy']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'caddy';
}

async function startCaddy({ dir, output, ...settings }) {
  mkdirSync(path.join(dir, 'storage'), { recursive: true });
  const conf = path.join(dir, 'Caddyfile');
  writeFileSync(conf, caddyConfig({ storage: path.join(dir, 'storage'), ...settings }));
  const caddy = caddyBinary();
  const env = { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const check = spawnSync(caddy, ['validate', '--config', conf, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env,
  });
  if (check.error) {
    throw new Error(`caddy not found (${check.error.message}): apt-get install -y caddy, or set CADDY_BIN`);
  }
  if (check.status !== 0) throw new Error(`caddy rejected ${conf}:\n${check.stderr}`);
  const child = spawn(caddy, ['run', '--config', conf, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env,
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.push(line);
      output('caddy', line);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  return {
    pid: child.pid,
    conf,
    exited,
    log,
    httpsPort: settings.httpsPort,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the cluster. Options:
 *   instances   number of app instances (3)
 *   jobs        how many of them run the job runner (min(2, instances)); the rest JOBS=false
 *   port        nginx's port (0 = a free one); host: its address (127.0.0.1)
 *   databaseUrl an existing server to make the cluster's database on (a superuser, or an ordinary
 *               role with CREATEDB); unset = a throwaway server. Ignored with `replica`.
 *   appRole     { user, password }: the runtime role the instances connect as when `databaseUrl`
 *               is an ordinary role (on a superuser's server the cluster makes both roles)
 *   replica     also a streaming standby, given to the instances as DATABASE_READ_URL
 *   env         more variables for every instance (RATE_LIMIT_MULTIPLIER, LOG_LEVEL, …)
 *   tls         Caddy in front instead of nginx (ADR 0071): { httpsPort (0 = a free one), acmeCa,
 *               acmeCaRoot, email }; `port` is then Caddy's plain HTTP port
 *   output      (name, line) => void for the processes' output (default: printed with a prefix)
 * Resolves to { url, instances: [{ name, port, pid, url, jobs, kill(signal), stop() }], databaseUrl,
 * migrationUrl, readUrl, adminUrl, standbyAdminUrl, nginxConf, dataDir, replicationLag(), stop() }.
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 3;
  const runners = Math.min(options.jobs ?? Math.min(2, count), count);
  if (!Number.isInteger(count) || count < 1) throw new Error('instances must be 1 or more');
  if (runners < 1) throw new Error('at least one instance must run the jobs');
  const host = options.host ?? '127.0.0.1';
  const output = options.output ?? ((name, line) => console.log(`[${name}] ${line}`));
  const base = mkdtempSync(path.join(tmpdir(), 'storefleet-cluster-'));
  // nginx's workers (an unprivileged user when started as root) reach their temp folders through it.
  chmodSync(base, 0o755);
  const cleanups = [];
  /** Processes and data folders to end even if this process exits without stop(). */
  const children = [];
  const servers = [];
  let osUser;
  let stopped = false;

  async function stop() {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopSync);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cluster: ${error instanceof Error ? error.message : error}`);
      }
    }
    rmSync(base, { recursive: true, force: true });
  }
  /** When this process ends without stop() (an uncaught error): end the children at least. */
  function stopSync() {
    for (const pid of children) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const dir of servers.reverse()) {
      spawnSync(postgresBin('pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop'], { ...(osUser ?? {}) });
    }
    rmSync(base, { recursive: true, force: true });
  }
  process.once('exit', stopSync);

  try {
    // PostgreSQL: an existing server, or a throwaway one (always, for a replica).
    let adminUrl = options.replica ? undefined : options.databaseUrl;
    let standbyAdminUrl;
    let readUrl;
    if (!adminUrl) {
      osUser = postgresOsUser();
      const password = randomBytes(18).toString('hex');
      const primary = await startTemporaryServer({
        dir: path.join(base, 'primary'),
        port: await freePort(),
        password,
        user: osUser,
      });
      servers.push(primary.dir);
      cleanups.push(() => pgCtlStop(primary.dir, osUser));
      adminUrl = `postgres://postgres:${password}@127.0.0.1:${primary.port}/postgres`;
      if (options.replica) {
        const standby = await startStandby({
          dir: path.join(base, 'standby'),
          port: await freePort(),
          primary,
          password,
          user: osUser,
        });
        servers.push(standby.dir);
        cleanups.push(() => pgCtlStop(standby.dir, osUser));
        standbyAdminUrl = `postgres://postgres:${password}@127.0.0.1:${standby.port}/postgres`;
      }
    }
    const app = await createAppDatabase(
      adminUrl,
      adminUrl === options.databaseUrl ? options.appRole : undefined,
    );
    const dropOn = adminUrl;
    if (options.replica || !options.databaseUrl) {
      // The throwaway server goes as a whole; nothing to drop.
    } else {
      cleanups.push(() => dropAppDatabase(dropOn, app));
    }
    if (standbyAdminUrl) {
      const url = new URL(app.url);
      url.port = new URL(standbyAdminUrl).port;
      readUrl = url.toString();
    }

    // The instances: one shared DATA_DIR (uploads), one APP_SECRET, JOBS on the first `runners`.
    const dataDir = path.join(base, 'data');
    mkdirSync(dataDir, { recursive: true });
    const lbPort = options.port || (await freePort(host));
    const url = `http://${host}:${lbPort}`;
    const inherited = { ...process.env };
    for (const name of notInherited) delete inherited[name];
    const ports = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const appSecret =
      options.env?.APP_SECRET ?? process.env.APP_SECRET ?? randomBytes(32).toString('base64url');
    const envFor = (i) => ({
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...inherited,
      ...options.env,
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      DATABASE_URL: app.url,
      DATABASE_MIGRATION_URL: app.migrationUrl,
      ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
      APP_SECRET: appSecret,
      DATA_DIR: dataDir,
      JOBS: i < runners ? 'true' : 'false',
      // The instances hear only nginx, which names the client in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      // Only the first instance builds (web app, server bundle) if stale: the others must not
      // rewrite files the first one is serving.
      ...(i > 0 ? { SKIP_WEB_BUILD: 'true', SKIP_SERVER_BUILD: 'true' } : {}),
    });
    const instances = [];
    const startOne = async (i) => {
      const instance = startInstance({ name: `app${i + 1}`, port: ports[i], env: envFor(i), output });
      instances[i] = instance;
      children.push(instance.pid);
      cleanups.push(() => instance.stop());
      try {
        await waitForHealthy(`${instance.url}/api/healthz`, {
          exited: instance.exited,
          timeoutMs: i === 0 ? 600_000 : 120_000,
          what: instance.name,
        });
      } catch (error) {
        throw new Error(`${error.message}\n${instance.tail.join('\n')}`);
      }
    };
    // The first migrates, seeds and builds what is stale; the others then start side by side.
    await startOne(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => startOne(i + 1)));

    const upstreams = ports.map((p) => `127.0.0.1:${p}`);
    const front = options.tls
      ? await startCaddy({
          dir: path.join(base, 'caddy'),
          host,
          httpPort: lbPort,
          httpsPort: options.tls.httpsPort || (await freePort(host)),
          upstreams,
          ask: `http://${upstreams[0]}/api/tls/allowed`,
          acmeCa: options.tls.acmeCa,
          acmeCaRoot: options.tls.acmeCaRoot,
          email: options.tls.email,
          output,
        })
      : await startNginx({ dir: path.join(base, 'nginx'), listen: `${host}:${lbPort}`, upstreams, output });
    const nginx = front;
    children.push(front.pid);
    cleanups.push(() => front.stop());
    await waitForHealthy(`${url}/api/healthz`, {
      exited: front.exited,
      timeoutMs: 15_000,
      what: options.tls ? 'caddy' : 'nginx',
    });

    return {
      url,
      instances,
      databaseUrl: app.url,
      migrationUrl: app.migrationUrl,
      readUrl,
      adminUrl,
      standbyAdminUrl,
      nginxConf: nginx.conf,
      nginxLogs: path.join(base, 'nginx', 'logs'),
      ...(options.tls ? { caddyLog: front.log, httpsPort: front.httpsPort } : {}),
      dataDir,
      replicationLag: () =>
        standbyAdminUrl
          ? replicationLag(adminUrl.replace(/\/postgres$/, `/${app.database}`), standbyAdminUrl)
          : Promise.resolve(undefined),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      jobs: { type: 'string' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      replica: { type: 'boolean', default: false },
      tls: { type: 'boolean', default: false },
      'https-port': { type: 'string', default: '8443' },
    },
  });
  const databaseUrl = process.env.CLUSTER_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const appRole = process.env.CLUSTER_APP_USER
    ? { user: process.env.CLUSTER_APP_USER, password: process.env.CLUSTER_APP_PASSWORD ?? '' }
    : undefined;
  if (values.replica && databaseUrl) {
    console.log(
      "With --replica the cluster runs on a throwaway PostgreSQL server of its own, so that the local server's configuration (replication role, pg_hba) is never changed.",
    );
  }
  console.log('Starting the cluster…');
  const cluster = await startCluster({
    instances: Number(values.instances),
    jobs: values.jobs === undefined ? undefined : Number(values.jobs),
    port: Number(values.port),
    host: values.host,
    replica: values.replica,
    databaseUrl,
    appRole,
    ...(values.tls
      ? {
          tls: {
            httpsPort: Number(values['https-port']),
            acmeCa: process.env.ACME_CA || undefined,
            acmeCaRoot: process.env.ACME_CA_ROOT || undefined,
            email: process.env.ACME_EMAIL || undefined,
          },
        }
      : {}),
  });
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, the instances and the database…`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const lines = [
    '',
    `Storefleet cluster: ${cluster.url}  (${values.tls ? 'caddy' : 'nginx'} → ${cluster.instances.length} instances)`,
    ...(values.tls
      ? [
          `  HTTPS on port ${cluster.httpsPort}: on-demand certificates from ${process.env.ACME_CA || "Let's Encrypt"} for the hosts GET /api/tls/allowed allows`,
        ]
      : []),
    ...cluster.instances.map(
      (i) => `  ${i.name}  ${i.url}  pid ${i.pid}  JOBS=${i.jobs}${i.jobs ? '' : ' (requests only)'}`,
    ),
    `  database: ${redact(cluster.databaseUrl)}${databaseUrl && !values.replica ? '' : '  (throwaway server)'}`,
    `  migrations as: ${new URL(cluster.migrationUrl).username}  (DATABASE_MIGRATION_URL, the schema's owner)`,
  ];
  if (cluster.readUrl) {
    lines.push(`  replica:  ${redact(cluster.readUrl)}  (DATABASE_READ_URL)`);
    const lag = await cluster.replicationLag();
    lines.push(
      `  replication: ${lag.state}, ${lag.bytesBehind} bytes behind, replay_lag ${lag.replayLagMs ?? '–'} ms, a write seen on the standby after ${lag.roundTripMs.toFixed(1)} ms`,
    );
  }
  lines.push(`  uploads:  ${path.join(cluster.dataDir, 'uploads')} (shared)`);
  lines.push(`  ${values.tls ? 'caddy' : 'nginx'}:    ${cluster.nginxConf}`);
  lines.push('Ctrl-C stops everything.');
  console.log(lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`npm run cluster: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
