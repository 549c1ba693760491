import { describe, expect, it } from 'vitest';
import { domainHostSchema, hostNameProblem } from './domains.ts';

describe('hostNameProblem (ADR 0070)', () => {
  it.each([
    'shop.example.com',
    'example.co.uk',
    'a-b.c-d.example',
    'xn--bcher-kva.example',
    'SHOP.Example.com ',
  ])('accepts %j', (host) => expect(hostNameProblem(host)).toBeNull());

  it.each([
    ['', 'Domain is required'],
    ['http://shop.example.com', 'without http:// or https://'],
    ['shop.example.com/about', 'without a path'],
    ['shop.example.com?x=1', 'without a path'],
    ['shop.example.com:443', 'without a port'],
    ['192.0.2.1', 'An IP address'],
    ['[2001:db8::1]', 'An IP address'],
    ['2001:db8::1', 'An IP address'],
    ['1.2.3.4567', 'An IP address'],
    ['*.example.com', 'Wildcard domains'],
    ['localhost', 'Enter a full domain'],
    ['shop..example.com', 'Enter a full domain'],
    ['shop.example.com.', 'Enter a full domain'],
    ['-shop.example.com', 'is not a valid domain'],
    ['shop_1.example.com', 'is not a valid domain'],
    ['bücher.example', 'is not a valid domain'],
    ['owner@example.com', 'not an e-mail address'],
    [`${'a'.repeat(64)}.example.com`, 'is not a valid domain'],
    [`${'abc.'.repeat(64)}com`, 'at most 253 characters'],
  ])('refuses %j', (host, message) => expect(hostNameProblem(host)).toContain(message));

  it('the schema lower-cases and trims', () => {
    expect(domainHostSchema.parse('  Shop.Example.COM ')).toBe('shop.example.com');
    expect(domainHostSchema.safeParse('https://x.com').success).toBe(false);
  });
});
