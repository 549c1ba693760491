// A request-like context for background jobs. The runner hands handlers only the database and a
// logger, so the configuration is read from the same environment the server started with
// (APP_SECRET resolved the same way server.ts does, so gateway keys open).
import { type Config, parseConfig } from '../../config/config.ts';
import type { Ctx } from '../../context.ts';
import { resolveAppSecret } from '../../lib/app-secret.ts';
import type { JobHelpers } from '../jobs/jobs.types.ts';

let cached: Config | undefined;

export function runtimeConfig(): Config {
  if (!cached) {
    const config = parseConfig();
    cached = { ...config, APP_SECRET: resolveAppSecret(config) };
  }
  return cached;
}

export function jobContext(helpers: JobHelpers): Ctx {
  return { db: helpers.db, actor: null, config: runtimeConfig(), log: helpers.log as unknown as Ctx['log'] };
}
