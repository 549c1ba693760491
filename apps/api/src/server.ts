// Start-up in order: open the database, migrate, bootstrap the super admin and demo data, start the
// job runner, listen. Returns a stop() that undoes it all, for signals and for scripts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { type Config, singleRoleWarning } from './config/config.ts';
import { checkConnectionBudget, checkRuntimeRole } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { rebuildStoresSalesRollups } from './modules/analytics/analytics-rollups.service.ts';
import { ensureSuperAdmin } from './modules/auth/super-admin.service.ts';
import { DEMO_HISTORY_DAYS } from './seed/demo-history.ts';
import { seedDemoData, seedPlans } from './seed/seed.ts';

export type RunningServer = { app: FastifyInstance; url: string; stop(): Promise<void> };

/** Settings meant for trying the platform, switched on in production: said out loud at every start. */
function warnOfTrialSettings(config: Config): void {
  if (config.NODE_ENV !== 'production') return;
  if (config.DEMO_DATA) {
    console.warn(
      'Warning: DEMO_DATA is on in production: an empty database gets two demo stores with sample products and owner accounts. Set DEMO_DATA=false for a real deployment.',
    );
  }
  if (config.SANDBOX_PAYMENTS) {
    console.warn(
      'Warning: SANDBOX_PAYMENTS is on in production: stores without valid payment keys accept sandbox test cards (4242…) as payment. Set SANDBOX_PAYMENTS=false for a real deployment.',
    );
  }
}

export async function startServer(config: Config): Promise<RunningServer> {
  // Requests and jobs share this one config, with the APP_SECRET resolved once.
  const serverConfig: Config = { ...config, APP_SECRET: resolveAppSecret(config) };
  // Where start-up time goes, said in one line once listening (docs/performance.md).
  const phases: string[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`);
    mark = now;
  };
  const startedAt = mark;
  const database = await openDatabase(config);
  phase('open database');
  await database.migrate();
  phase('migrations');
  const roleWarning = await checkRuntimeRole(database, config.NODE_ENV);
  if (roleWarning) console.warn(`Warning: ${roleWarning}`);
  const ownerWarning = singleRoleWarning(config);
  if (ownerWarning) console.warn(`Warning: ${ownerWarning}`);
  const budgetWarning = await checkConnectionBudget(database, {
    max: config.DATABASE_POOL_MAX,
    // Behind PgBouncer the server's connections are PgBouncer's to share, not this pool's.
    viaPgBouncer: Boolean(config.DATABASE_DIRECT_URL && config.DATABASE_DIRECT_URL !== config.DATABASE_URL),
  });
  if (budgetWarning) console.warn(`Warning: ${budgetWarning}`);
  warnOfTrialSettings(config);
  const app = await buildApp({ config: serverConfig, database });
  const say = (line: string) => app.log.info(line);
  phase('checks and app');

  const admin = await ensureSuperAdmin(
    { db: database.db },
    {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    },
  );
  await seedPlans(database.db);
  // Published demo passwords only on a developer's machine; elsewhere random ones, printed once below.
  const passwords = config.NODE_ENV === 'development' ? 'published' : 'generated';
  phase('super admin and plans');
  const demo = config.DEMO_DATA
    ? await seedDemoData(database.scopes.platform, { passwords, history: config.DEMO_HISTORY })
    : undefined;
  if (config.DEMO_DATA) phase(config.DEMO_HISTORY ? 'demo data and history' : 'demo data');
  if (demo?.seeded && config.DEMO_HISTORY) {
    // The seeded history is written around the rollup job's fold: build the figures now, so the
    // first look at the dashboard and Analytics shows them (ADR 0082, ADR 0083): both stores in one
    // transaction of set-based statements.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await rebuildStoresSalesRollups(
      { scopes: database.scopes },
      { tenantIds: demo.tenantIds, from: day(-DEMO_HISTORY_DAYS - 2), to: day(1) },
    );
    phase('history rollups');
  }
  const jobs = config.JOBS
    ? startBackgroundJobs({ db: database.db, scopes: database.scopes, config: serverConfig, log: app.log })
    : undefined;

  await app.listen({ port: config.PORT, host: config.HOST });
  phase('jobs and listen');
  const url = config.PUBLIC_URL;
  const lines = [
    `Storefleet is running at ${url}`,
    `  database: ${database.kind}`,
    `  started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${phases.join(', ')}`,
  ];
  if (admin.created) {
    lines.push(
      `  super admin: ${admin.username} / ${admin.generatedPassword ?? '(the ADMIN_PASSWORD you set)'}`,
    );
    if (admin.generatedPassword) lines.push('  (this generated password is shown once: write it down)');
  }
  if (demo?.seeded) {
    lines.push(`  demo store owner: ${demo.owner.username} / ${demo.owner.password}  (${url}/s/demo)`);
    lines.push(`  second store owner: ${demo.secondOwner.username} / ${demo.secondOwner.password}`);
    if (passwords === 'generated')
      lines.push('  (these generated passwords are shown once: write them down)');
  }
  if (!config.SMTP_URL) {
    lines.push(
      config.NODE_ENV === 'production'
        ? "  e-mail: no SMTP_URL, so nothing is sent; each message's recipient and subject are logged (no links), and stores read them in their Email Log"
        : `  e-mail: no SMTP_URL, so nothing is sent; each message is printed to this log with its links and listed at ${url}/dev/mailbox (super admin)`,
    );
  }
  console.log(lines.join('\n'));
  say('ready');

  return {
    app,
    url,
    async stop() {
      await jobs?.stop();
      await app.close();
      await database.close();
    },
  };
}
