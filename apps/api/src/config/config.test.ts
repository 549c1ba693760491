import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolMax, parseConfig, singleRoleWarning, trustProxyOption } from './config.ts';

describe('parseConfig', () => {
  it('fills every default of DESIGN §7', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ADMIN_USERNAME: 'admin',
      DEMO_DATA: true,
      SANDBOX_PAYMENTS: true,
      PUBLIC_URL: 'http://localhost:5000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
  });

  it('gives stores subdomains of localhost outside production and none in production unless set', () => {
    expect(parseConfig({}).STORE_DOMAIN).toBe('localhost');
    expect(parseConfig({ NODE_ENV: 'production' }).STORE_DOMAIN).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'production', STORE_DOMAIN: 'Shops.Example.com' }).STORE_DOMAIN).toBe(
      'shops.example.com',
    );
    expect(() => parseConfig({ STORE_DOMAIN: 'https://shops.example.com' })).toThrow(
      /STORE_DOMAIN: must be a domain name such as shops.example.com/,
    );
  });

  it('names statements on a direct connection and not behind PgBouncer, unless told (ADR 0108)', () => {
    const url = 'postgres://app@db/store';
    expect(parseConfig({ DATABASE_URL: url }).DATABASE_NAMED_STATEMENTS).toBe(true);
    expect(parseConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: url }).DATABASE_NAMED_STATEMENTS).toBe(true);
    const bouncer = { DATABASE_URL: 'postgres://app@bouncer:6432/store', DATABASE_DIRECT_URL: url };
    expect(parseConfig(bouncer).DATABASE_NAMED_STATEMENTS).toBe(false);
    expect(parseConfig({ ...bouncer, DATABASE_NAMED_STATEMENTS: 'true' }).DATABASE_NAMED_STATEMENTS).toBe(
      true,
    );
    expect(
      parseConfig({ DATABASE_URL: url, DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS,
    ).toBe(false);
    expect(() => parseConfig({ DATABASE_NAMED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_NAMED_STATEMENTS: must be true or false/,
    );
  });

  it('reads booleans and treats empty values as unset', () => {
    expect(parseConfig({ DEMO_DATA: 'false', SANDBOX_PAYMENTS: '0' })).toMatchObject({
      DEMO_DATA: false,
      SANDBOX_PAYMENTS: false,
    });
    expect(parseConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('turns DEMO_DATA and SANDBOX_PAYMENTS off in production unless they are set', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig({ NODE_ENV })).toMatchObject({ DEMO_DATA: true, SANDBOX_PAYMENTS: true });
    }
    expect(parseConfig({ NODE_ENV: 'production' })).toMatchObject({
      DEMO_DATA: false,
      SANDBOX_PAYMENTS: false,
    });
    expect(parseConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', SANDBOX_PAYMENTS: 'yes' })).toMatchObject(
      { DEMO_DATA: true, SANDBOX_PAYMENTS: true },
    );
    expect(parseConfig({ NODE_ENV: 'production', DEMO_DATA: '' })).toMatchObject({ DEMO_DATA: false });
    expect(parseConfig({ NODE_ENV: 'test', SANDBOX_PAYMENTS: 'false' }).SANDBOX_PAYMENTS).toBe(false);
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', API_DOCS: '' }).API_DOCS).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('takes MAIL_FROM as an address or Name <address>', () => {
    expect(parseConfig({ MAIL_FROM: 'no-reply@shops.example.com' }).MAIL_FROM).toBe(
      'no-reply@shops.example.com',
    );
    expect(parseConfig({ MAIL_FROM: 'Storefleet <no-reply@shops.example.com>' }).MAIL_FROM).toBe(
      'Storefleet <no-reply@shops.example.com>',
    );
  });

  it.each([
    ['MAIL_FROM', 'shops.example.com'],
    ['MAIL_FROM', 'a@b.com, c@d.com'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEMO_DATA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['APP_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('requires APP_SECRET with DATABASE_URL in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })).toThrow(
      /APP_SECRET/,
    );
  });
});

describe('TRUST_PROXY and RATE_LIMIT_MULTIPLIER', () => {
  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('turns a hop count into a trust function for the first hops only', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('multiplies the limits by 1 unless RATE_LIMIT_MULTIPLIER says otherwise', () => {
    expect(parseConfig({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(parseConfig({ RATE_LIMIT_MULTIPLIER: ' ' }).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(parseConfig({ RATE_LIMIT_MULTIPLIER: '0' }).RATE_LIMIT_MULTIPLIER).toBe(0);
    expect(parseConfig({ RATE_LIMIT_MULTIPLIER: '2.5' }).RATE_LIMIT_MULTIPLIER).toBe(2.5);
  });

  it.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['RATE_LIMIT_MULTIPLIER', 'lots'],
    ['RATE_LIMIT_MULTIPLIER', '-1'],
  ])('stops on a bad %s (%s) naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('DATABASE_POOL_MAX and DATABASE_READ_POOL_MAX', () => {
  it('default to twice the host cores, at least 4 and at most 10 (ADR 0126)', () => {
    expect([1, 2, 3, 4, 5, 64].map((cores) => defaultPoolMax(cores))).toEqual([4, 4, 6, 8, 10, 10]);
    const config = parseConfig({});
    expect(config.DATABASE_POOL_MAX).toBe(defaultPoolMax());
    expect(config.DATABASE_READ_POOL_MAX).toBe(defaultPoolMax());
  });

  it('take a size given, and refuse one that is not a whole number of connections', () => {
    expect(parseConfig({ DATABASE_POOL_MAX: '25', DATABASE_READ_POOL_MAX: '3' })).toMatchObject({
      DATABASE_POOL_MAX: 25,
      DATABASE_READ_POOL_MAX: 3,
    });
    expect(() => parseConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX: must be at least 1/);
    expect(() => parseConfig({ DATABASE_READ_POOL_MAX: 'ten' })).toThrow(
      /DATABASE_READ_POOL_MAX: must be a number of connections such as/,
    );
  });
});

describe('DATABASE_MIGRATION_URL', () => {
  const runtime = 'postgres://storefleet_app:app-pass@db.internal/storefleet';
  const owner = 'postgres://storefleet_owner:owner-pass@db.internal/storefleet';
  const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };

  it('is the schema owner when given, else DATABASE_DIRECT_URL, else DATABASE_URL', () => {
    expect(parseConfig({ DATABASE_URL: runtime, DATABASE_MIGRATION_URL: owner }).DATABASE_MIGRATION_URL).toBe(
      owner,
    );
    expect(parseConfig({ DATABASE_URL: runtime }).DATABASE_MIGRATION_URL).toBe(runtime);
    expect(parseConfig({ DATABASE_URL: runtime, DATABASE_MIGRATION_URL: '  ' }).DATABASE_MIGRATION_URL).toBe(
      runtime,
    );
    const direct = 'postgres://storefleet_app:app-pass@db.internal:5432/storefleet';
    expect(parseConfig({ DATABASE_URL: runtime, DATABASE_DIRECT_URL: direct }).DATABASE_MIGRATION_URL).toBe(
      direct,
    );
    // The embedded database has one role of its own (db/pglite.ts).
    expect(parseConfig({}).DATABASE_MIGRATION_URL).toBeUndefined();
  });

  it('stops on a URL that is not PostgreSQL, and without DATABASE_URL', () => {
    expect(() => parseConfig({ DATABASE_URL: runtime, DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(
      /DATABASE_MIGRATION_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL/,
    );
  });

  it('warns in production when the app connects as the role that owns the tables', () => {
    const warning = singleRoleWarning(parseConfig({ ...production, DATABASE_URL: runtime }));
    expect(warning).toMatch(/^DATABASE_URL connects as the role that owns the tables/);
    expect(warning).toContain('docs/deployment.md, "Two database roles"');
    const sameUser = 'postgres://storefleet_app:app-pass@db-direct.internal/storefleet';
    expect(
      singleRoleWarning(
        parseConfig({ ...production, DATABASE_URL: runtime, DATABASE_MIGRATION_URL: sameUser }),
      ),
    ).toBeDefined();
    expect(
      singleRoleWarning(parseConfig({ ...production, DATABASE_URL: runtime, DATABASE_MIGRATION_URL: owner })),
    ).toBeUndefined();
    // Not outside production, and not on the embedded database.
    expect(singleRoleWarning(parseConfig({ DATABASE_URL: runtime }))).toBeUndefined();
    expect(singleRoleWarning(parseConfig({ ...production }))).toBeUndefined();
  });
});
