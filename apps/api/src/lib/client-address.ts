// The address a client is counted under by the sign-in throttle and the request limits
// (docs/deployment.md, "Limits"): an IPv4 address as it is; an IPv6 address by its /64, the prefix
// one subscriber is given and can rotate inside at will; an IPv4-mapped IPv6 address
// (`::ffff:a.b.c.d`, how a dual-stack socket reports an IPv4 client) as that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

export function clientAddressGroup(ip: string): string {
  const address = ip.split('%')[0]!; // a zone index (`fe80::1%eth0`) names the interface, not the client
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  let text = address;
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
