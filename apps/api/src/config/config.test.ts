import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

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

  it('reads booleans and treats empty values as unset', () => {
    expect(parseConfig({ DEMO_DATA: 'false', SANDBOX_PAYMENTS: '0' })).toMatchObject({
      DEMO_DATA: false,
      SANDBOX_PAYMENTS: false,
    });
    expect(parseConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
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
