import { describe, expect, it } from 'vitest';
import { clientAddressGroup } from './client-address.ts';

describe('clientAddressGroup', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientAddressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const group = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:00bb:1234:5678:9abc:def0',
      '2001:DB8:AA:BB:0:0:0:2',
      '2001:db8:aa:bb::1.2.3.4',
      '2001:db8:aa:bb::9%eth0',
    ])
      expect(clientAddressGroup(address), address).toBe(group);
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientAddressGroup('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientAddressGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressGroup('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddressGroup('::FFFF:c633:6404')).toBe('198.51.100.4');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientAddressGroup('unknown')).toBe('unknown');
  });
});
