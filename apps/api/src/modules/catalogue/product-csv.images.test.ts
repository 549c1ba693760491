import { describe, expect, it } from 'vitest';
import { checkImageUrl, isRefusedAddress } from './product-csv.images.ts';

describe('image URL address checks', () => {
  it('refuses loopback, private, link-local, unique-local and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '1.1.1.1']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses every special-purpose range, judged at its edges, and IPv6 that embeds an IPv4 address', () => {
    const refused = [
      '100.64.0.0',
      '100.127.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.88.99.1',
      '198.18.0.0',
      '198.19.255.255',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::127.0.0.1',
      '::10.0.0.1',
      '::8.8.8.8',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      '100::1',
      '2001::1',
      '2001:0:4136:e378::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      'ff02::1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:198.18.0.1',
    ];
    for (const address of refused) expect(isRefusedAddress(address), address).toBe(true);
    // Just outside each range, a public host.
    const allowed = [
      '100.63.255.255',
      '100.128.0.0',
      '192.0.1.1',
      '192.0.3.1',
      '198.17.255.255',
      '198.20.0.0',
      '198.51.99.1',
      '203.0.112.1',
      '223.255.255.255',
      '::ffff:8.8.8.8',
      '64:ff9a::1',
      '2001:1::1',
      '2001:db7::1',
      '2003::1',
      '2a00:1450:4009::200e',
    ];
    for (const address of allowed) expect(isRefusedAddress(address), address).toBe(false);
  });

  it('allows https only in production, and http as well outside it', async () => {
    await expect(checkImageUrl('http://8.8.8.8/a.png', true)).rejects.toThrow(
      'Image URL must start with https://',
    );
    await expect(checkImageUrl('https://8.8.8.8/a.png', true)).resolves.toMatchObject({ address: '8.8.8.8' });
    await expect(checkImageUrl('http://8.8.8.8/a.png', false)).resolves.toMatchObject({ address: '8.8.8.8' });
    await expect(checkImageUrl('file:///etc/passwd', false)).rejects.toThrow('Image URL must start with');
    await expect(checkImageUrl('https://user:pw@8.8.8.8/a.png', true)).rejects.toThrow(
      'must not contain a password',
    );
    await expect(checkImageUrl('https://[::ffff:7f00:1]/a.png', true)).rejects.toThrow(
      'private or local address',
    );
  });
});
