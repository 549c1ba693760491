import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

const KEY = 'an-app-secret-that-is-long-enough-1234';

describe('secret box', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealSecret(KEY, 'sk_test_canary_123', 'tenant:1:stripeSecretKey');
    expect(sealed).not.toContain('sk_test');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openSecret(KEY, sealed, 'tenant:1:stripeSecretKey')).toBe('sk_test_canary_123');
  });

  it('uses a fresh nonce each time', () => {
    expect(sealSecret(KEY, 'same', 'c')).not.toBe(sealSecret(KEY, 'same', 'c'));
  });

  it('refuses another key, another context, tampering and junk', () => {
    const sealed = sealSecret(KEY, 'whsec_abc', 'tenant:1:stripeWebhookSecret');
    expect(
      openSecret('another-app-secret-that-is-long-enough', sealed, 'tenant:1:stripeWebhookSecret'),
    ).toBeNull();
    expect(openSecret(KEY, sealed, 'tenant:2:stripeWebhookSecret')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(openSecret(KEY, parts.join('.'), 'tenant:1:stripeWebhookSecret')).toBeNull();
    expect(openSecret(KEY, 'plain-text', 'x')).toBeNull();
    expect(openSecret(KEY, null, 'x')).toBeNull();
  });

  it('needs an APP_SECRET', () => {
    expect(() => sealSecret(undefined, 'x', 'c')).toThrow(/APP_SECRET/);
  });
});
