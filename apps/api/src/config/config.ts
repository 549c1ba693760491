// The environment, parsed once with zod (DESIGN §7). A bad value stops start-up naming the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The web app's build in this checkout (apps/web/dist). */
const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z.string().trim().min(1).max(255).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  DEMO_DATA: booleanText.default(true),
  SANDBOX_PAYMENTS: booleanText.default(true),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z.url({ error: 'must be a URL such as https://shop.example.com' }).optional(),
  ),
  /** Payment provider API bases; unset = the providers' own. Point at stripe-mock or a local fake. */
  STRIPE_API_URL: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  SUMUP_API_URL: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** With temporary credentials (an IAM role, STS); sent as x-amz-security-token. */
  S3_SESSION_TOKEN: optionalText,
  JOBS: booleanText.default(true),
  /** Another web build to serve, so journeys running side by side do not swap files mid-run. */
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.DATABASE_URL && config.NODE_ENV === 'production' && !config.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: is required with DATABASE_URL in production',
    );
  }
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
