// Start-up in order: open the database, migrate, bootstrap the super admin and demo data, start the
// job runner, listen. Returns a stop() that undoes it all, for signals and for scripts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoData, seedPlans } from './db/seed/seed.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { ensureSuperAdmin } from './modules/auth/super-admin.ts';
import { startBackgroundJobs } from './modules/jobs/background-jobs.ts';

export type RunningServer = { app: FastifyInstance; url: string; stop(): Promise<void> };

export async function startServer(config: Config): Promise<RunningServer> {
  // Requests and jobs share this one config, with the APP_SECRET resolved once.
  const serverConfig: Config = { ...config, APP_SECRET: resolveAppSecret(config) };
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config: serverConfig, db: database.db });
  const say = (line: string) => app.log.info(line);

  const admin = await ensureSuperAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  await seedPlans(database.db);
  const demo = config.DEMO_DATA ? await seedDemoData(database.db, {}) : undefined;
  const jobs = config.JOBS
    ? startBackgroundJobs({ db: database.db, config: serverConfig, log: app.log })
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
