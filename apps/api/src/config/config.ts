// The environment, parsed once with zod (DESIGN §7). A bad value stops start-up naming the variable.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { apiDir } from '../lib/api-dir.ts';

/** The web app's build in this checkout (apps/web/dist). */
const defaultWebDistDir = path.resolve(apiDir(import.meta.url, 2), '../web/dist');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * The pools' default size: twice this host's cores, at least 4 and at most 10 (ADR 0126). More
 * connections than the database's cores can run at once add no throughput: the extra transactions
 * wait for a core while holding their row locks, and every buyer behind those locks waits longer and
 * costs the database more CPU per order (docs/performance.md, "The pool sized to the cores").
 */
export const defaultPoolMax = (cores = availableParallelism()) => Math.min(10, Math.max(4, 2 * cores));

/** A whole number of `unit`, unset = `default`, else a message that names the allowed range. */
const wholeNumber = (rule: { unit: string; default: number; min: number; max: number }) =>
  optionalText
    .transform((value) => (value === undefined ? rule.default : Number(value)))
    .pipe(
      z
        .number({ error: `must be a number of ${rule.unit} such as ${rule.default}` })
        .int(`must be a whole number of ${rule.unit}`)
        .min(rule.min, `must be at least ${rule.min}`)
        .max(rule.max, `must be at most ${rule.max}`),
    );

const postgresUrl = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
);

/** A proxy address or CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: unset = trust no proxy (the peer's address is the client's); a hop count (`1`); or
 * the proxies' addresses/CIDRs, comma-separated. Fastify's `trustProxy` takes all three forms.
 */
const trustProxy = optionalText.transform((value, issue): false | number | string[] => {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  issue.addIssue({
    code: 'custom',
    message: 'must be a hop count (e.g. 1) or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.0/8)',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl,
  /**
   * A streaming replica for read-heavy reads (ADR 0018): store-front cache fills and the admin's
   * lists. Writes, and reads that must see a session's own writes, stay on DATABASE_URL.
   */
  DATABASE_READ_URL: postgresUrl,
  /**
   * The server itself when DATABASE_URL goes through PgBouncer in transaction mode: LISTEN and the
   * migration lock need a session of their own. Unset = DATABASE_URL.
   */
  DATABASE_DIRECT_URL: postgresUrl,
  /**
   * The schema owner, which runs the migrations and grants DATABASE_URL's role its rows (ADR 0045).
   * Unset = DATABASE_DIRECT_URL, else DATABASE_URL: one role that owns the tables it uses.
   */
  DATABASE_MIGRATION_URL: postgresUrl,
  /**
   * Connections this instance may hold to DATABASE_URL (its pool), and to DATABASE_READ_URL. Unset =
   * twice this host's cores, 4 to 10 (defaultPoolMax).
   */
  DATABASE_POOL_MAX: wholeNumber({ unit: 'connections', default: defaultPoolMax(), min: 1, max: 500 }),
  DATABASE_READ_POOL_MAX: wholeNumber({ unit: 'connections', default: defaultPoolMax(), min: 1, max: 500 }),
  /** How long a request waits for a free pooled connection before it is answered 503. */
  DATABASE_POOL_WAIT_MS: wholeNumber({ unit: 'milliseconds', default: 5000, min: 100, max: 60_000 }),
  /**
   * Statements with parameters sent by name, so PostgreSQL parses them once per connection (ADR
   * 0108). Unset = on, except when DATABASE_DIRECT_URL says DATABASE_URL is PgBouncer in transaction
   * mode; say false for any other pooler that does not keep a session's statements.
   */
  DATABASE_NAMED_STATEMENTS: optionalText.pipe(booleanText.optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The embedded database's buffer cache in MiB, all of it resident (ADR 0016); unused on PostgreSQL. */
  PGLITE_SHARED_BUFFERS_MB: wholeNumber({ unit: 'MiB', default: 16, min: 8, max: 1024 }),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z.string().trim().min(1).max(255).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /** Unset = on, except with NODE_ENV=production (parseConfig): a real deployment opts in explicitly. */
  DEMO_DATA: optionalText.pipe(booleanText.optional()),
  /** With DEMO_DATA, the demo stores' last 90 days of orders and funnel counts. Unset = as DEMO_DATA. */
  DEMO_HISTORY: optionalText.pipe(booleanText.optional()),
  SANDBOX_PAYMENTS: optionalText.pipe(booleanText.optional()),
  /** The OpenAPI UI and JSON at /api/docs. Unset = on, except with NODE_ENV=production (parseConfig). */
  API_DOCS: optionalText.pipe(booleanText.optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The platform's sender; a store's mail goes out as "Store Name <this address>" (email-brand.service.ts). */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
        'must be an address such as no-reply@example.com, or Name <no-reply@example.com>',
      )
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url({ error: 'must be a URL such as https://shop.example.com' }).optional(),
  ),
  /**
   * The domain under which every open store answers at `{slug}.{STORE_DOMAIN}` (docs/deployment.md,
   * "Store addresses"). Unset = `localhost` outside production (`http://demo.localhost:5000`), none
   * in production.
   */
  STORE_DOMAIN: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(
        /^(?=.{1,200}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/,
        'must be a domain name such as shops.example.com (no scheme, port or path)',
      )
      .optional(),
  ),
  /**
   * The platform's exchange rates (docs/decisions/0105): a JSON file's path, or an http(s) URL,
   * that the operator keeps current ({ "base", "date", "rates" }). Owners update their stores'
   * rates from it with one click; unset: they type each rate.
   */
  EXCHANGE_RATES_SOURCE: optionalText,
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
  /** Which proxies' X-Forwarded-For to believe (see trustProxy above). */
  TRUST_PROXY: trustProxy,
  /** Scales every request limit (docs/deployment.md); 0 turns them off, never the sign-in guard. */
  RATE_LIMIT_MULTIPLIER: optionalText
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .pipe(
      z
        .number({ error: 'must be a number such as 1, 10 or 0' })
        .min(0, 'must be 0 or more')
        .max(1_000_000, 'must be at most 1000000'),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a cached store-front answer may be served (ADR 0013); 0 turns the cache off. */
  STOREFRONT_CACHE_TTL_SECONDS: wholeNumber({ unit: 'seconds', default: 60, min: 0, max: 86_400 }),
  /** The store-front cache's memory bound, all stores together, in MiB. */
  STOREFRONT_CACHE_MAX_MB: wholeNumber({ unit: 'MiB', default: 16, min: 1, max: 16_384 }),
  /** The platform's public IPv4 address: the A record a store's apex domain points to; unset = CNAME only. */
  PLATFORM_IP: optionalText.pipe(
    z.ipv4({ error: 'must be an IPv4 address such as 203.0.113.10' }).optional(),
  ),
  /** The DNS server domain verification asks (`host:port`); unset = the system's resolvers. */
  DNS_RESOLVER: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|[a-zA-Z0-9.-]+)(?::\d{1,5})?$/,
        'must be host:port such as 127.0.0.1:5353',
      )
      .optional(),
  ),
  /** Requests a minute one store API key may make (ADR 0072), times RATE_LIMIT_MULTIPLIER. */
  API_KEY_RATE_LIMIT: wholeNumber({ unit: 'requests a minute', default: 600, min: 1, max: 1_000_000 }),
  /**
   * Whether webhook endpoints may be private or loopback addresses (ADR 0075). Unset = allowed,
   * except with NODE_ENV=production (parseConfig), where only public hosts are called.
   */
  WEBHOOK_PRIVATE_ADDRESSES: optionalText.pipe(booleanText.optional()),
  /** How long audit-log entries are kept before the daily prune deletes them (ADR 0031). */
  AUDIT_LOG_RETENTION_DAYS: wholeNumber({ unit: 'days', default: 365, min: 1, max: 36_500 }),
  /**
   * The platform's own Stripe account, which charges stores' bills to the card they keep on file
   * (ADR 0084); separate from every store's keys. Unset = the sandbox takes test cards (when
   * SANDBOX_PAYMENTS is on) or no card can be added.
   */
  PLATFORM_STRIPE_SECRET_KEY: optionalText.pipe(
    z.string().startsWith('sk_', 'must be a Stripe secret key (sk_…)').optional(),
  ),
  PLATFORM_STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_…)').optional(),
  ),
  PLATFORM_STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  ),
  /** Days after a bill's first failed charge on which the card is tried again (ADR 0084). */
  PLATFORM_BILLING_RETRY_DAYS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,3}(,\d{1,3})*$/, 'must be days separated by commas, such as 1,3,7')
      .optional(),
  ),
  /**
   * The platform as the seller on its invoices and credit notes to stores (ADR 0086): its name, its
   * address (lines separated by '|' or commas), its VAT number (unset: none shown) and the VAT rate,
   * in percent, included in the plans' prices.
   */
  PLATFORM_SELLER_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  PLATFORM_SELLER_ADDRESS: optionalText.pipe(
    z.string().max(500, 'must be at most 500 characters').optional(),
  ),
  PLATFORM_VAT_NUMBER: optionalText.pipe(z.string().max(40, 'must be at most 40 characters').optional()),
  PLATFORM_VAT_RATE: optionalText
    .transform((value) => (value === undefined ? 20 : Number(value)))
    .pipe(
      z
        .number({ error: 'must be a number such as 20 or 0' })
        .min(0, 'must be 0 or more')
        .max(100, 'must be at most 100'),
    ),
});

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function: Fastify itself trusts no
 * hop for a bare number. With a hop count the app must be reachable only through its proxies.
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export type Config = Omit<
  z.infer<typeof envSchema>,
  | 'PUBLIC_URL'
  | 'DEMO_DATA'
  | 'DEMO_HISTORY'
  | 'SANDBOX_PAYMENTS'
  | 'API_DOCS'
  | 'STORE_DOMAIN'
  | 'WEBHOOK_PRIVATE_ADDRESSES'
  | 'DATABASE_NAMED_STATEMENTS'
> & {
  DATABASE_NAMED_STATEMENTS: boolean;
  WEBHOOK_PRIVATE_ADDRESSES: boolean;
  /** Store subdomains' parent domain, or undefined when stores have none (production, unset). */
  STORE_DOMAIN: string | undefined;
  PUBLIC_URL: string;
  DEMO_DATA: boolean;
  DEMO_HISTORY: boolean;
  SANDBOX_PAYMENTS: boolean;
  API_DOCS: boolean;
};

export class ConfigError extends Error {}

/**
 * Said at every start in production when the app connects as the role that owns the schema
 * (DATABASE_MIGRATION_URL unset, or the same user): that role can switch off row-level security
 * and the audit log's guards, so its password is worth more than it should be (ADR 0045).
 */
export function singleRoleWarning(
  config: Pick<Config, 'NODE_ENV' | 'DATABASE_URL' | 'DATABASE_MIGRATION_URL'>,
): string | undefined {
  if (config.NODE_ENV !== 'production' || !config.DATABASE_URL || !config.DATABASE_MIGRATION_URL) {
    return undefined;
  }
  const user = (url: string) => decodeURIComponent(new URL(url).username);
  if (user(config.DATABASE_URL) !== user(config.DATABASE_MIGRATION_URL)) return undefined;
  return 'DATABASE_URL connects as the role that owns the tables (DATABASE_MIGRATION_URL is unset or the same user), so whoever holds its password can switch off row-level security and the audit log\'s guards. Give the app a runtime role of its own (see docs/deployment.md, "Two database roles").';
}

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
  for (const name of ['DATABASE_READ_URL', 'DATABASE_DIRECT_URL', 'DATABASE_MIGRATION_URL'] as const) {
    if (config[name] && !config.DATABASE_URL) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: needs DATABASE_URL (the embedded database has no replica, proxy or second role)`,
      );
    }
  }
  // Demo stores, sandbox payments and the API's browsable description are for trying the platform
  // and building against it: production has them only when asked.
  const trying = config.NODE_ENV !== 'production';
  const viaPgBouncer = Boolean(
    config.DATABASE_DIRECT_URL && config.DATABASE_DIRECT_URL !== config.DATABASE_URL,
  );
  return {
    ...config,
    DATABASE_NAMED_STATEMENTS: config.DATABASE_NAMED_STATEMENTS ?? !viaPgBouncer,
    DEMO_DATA: config.DEMO_DATA ?? trying,
    DEMO_HISTORY: config.DEMO_HISTORY ?? config.DEMO_DATA ?? trying,
    SANDBOX_PAYMENTS: config.SANDBOX_PAYMENTS ?? trying,
    DATABASE_MIGRATION_URL:
      config.DATABASE_MIGRATION_URL ?? config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
    API_DOCS: config.API_DOCS ?? trying,
    WEBHOOK_PRIVATE_ADDRESSES: config.WEBHOOK_PRIVATE_ADDRESSES ?? trying,
    STORE_DOMAIN: config.STORE_DOMAIN ?? (trying ? 'localhost' : undefined),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
