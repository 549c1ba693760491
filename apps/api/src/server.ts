// Start-up in order: open the database, migrate, bootstrap the super admin and demo data, start the
// job runner, listen. Returns a stop() that undoes it all, for signals and for scripts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { seedDemoData, seedPlans } from './db/seed/seed.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { ensureSuperAdmin } from './modules/auth/super-admin.ts';
import { startBackgroundJobs } from './modules/jobs/background-jobs.ts';

export type RunningServer = { app: FastifyInstance; url: string; stop(): Promise<void> };

/**
 * Row-level security binds only a role that is neither a superuser nor BYPASSRLS. In production
 * such a connection is refused; elsewhere it is allowed with a warning (a local superuser is handy).
 */
async function refuseUnguardedRole(database: Database, config: Config): Promise<void> {
  const role = await database.role();
  if (!role.bypassesRowSecurity) return;
  const why =
    `The database role "${role.name}" is a superuser or has BYPASSRLS, so row-level security would not ` +
    'keep stores apart. Connect as an ordinary role (see docs/deployment.md).';
  if (config.NODE_ENV === 'production') throw new Error(why);
  console.warn(`Warning: ${why}`);
}

export async function startServer(config: Config): Promise<RunningServer> {
  // Requests and jobs share this one config, with the APP_SECRET resolved once.
  const serverConfig: Config = { ...config, APP_SECRET: resolveAppSecret(config) };
  const database = await openDatabase(config);
  await database.migrate();
  await refuseUnguardedRole(database, config);
  const app = await buildApp({ config: serverConfig, database });
  const say = (line: string) => app.log.info(line);

  const admin = await ensureSuperAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  await seedPlans(database.db);
  const demo = config.DEMO_DATA ? await seedDemoData(database.scopes.platform, {}) : undefined;
  const jobs = config.JOBS
    ? startBackgroundJobs({ db: database.db, scopes: database.scopes, config: serverConfig, log: app.log })
    : undefined;

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL;
  const lines = [`Storefleet is running at ${url}`, `  database: ${database.kind}`];
  if (admin.created) {
    lines.push(
      `  super admin: ${admin.username} / ${admin.generatedPassword ?? '(the ADMIN_PASSWORD you set)'}`,
    );
    if (admin.generatedPassword) lines.push('  (this generated password is shown once: write it down)');
  }
  if (demo?.seeded) {
    lines.push(`  demo store owner: ${demo.owner.username} / ${demo.owner.password}  (${url}/s/demo)`);
    lines.push(`  second store owner: ${demo.secondOwner.username} / ${demo.secondOwner.password}`);
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
