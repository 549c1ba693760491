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
