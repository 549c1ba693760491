// The DNS look-ups of a domain check (ADR 0070): the TXT record `_storefleet.{host}` must carry the
// store's token; then the CNAME (or A) records say whether visitors reach the platform. Asks the
// server DNS_RESOLVER names (`host:port`, so the tests run a local one), else the system's.
import { Resolver } from 'node:dns/promises';
import type { Config } from '../../config/config.ts';
import { txtRecordName } from './domain-names.ts';

export type DnsCheck =
  | { verified: true; routingProblem: string | null }
  | { verified: false; reason: string };

type CheckInput = { host: string; token: string; cnameTarget: string };

const LOOKUP_TIMEOUT_MS = 3000;

function resolverFor(config: Pick<Config, 'DNS_RESOLVER'>): Resolver {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  if (config.DNS_RESOLVER) resolver.setServers([config.DNS_RESOLVER]);
  return resolver;
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

const missing = (error: unknown) =>
  ['ENOTFOUND', 'ENODATA', 'ENOTIMP', 'ENONAME'].includes(codeOf(error) ?? '');

/** What a failed look-up means to a merchant. */
function lookupProblem(error: unknown, what: string): string {
  const code = codeOf(error);
  if (code === 'ETIMEOUT' || code === 'ECONNREFUSED') {
    return `The DNS look-up of ${what} timed out; it is tried again automatically`;
  }
  return `The DNS look-up of ${what} failed (${code ?? 'unknown error'}); it is tried again automatically`;
}

/** Checks the TXT record, then (once it matches) where the host's CNAME or A records lead. */
export async function checkDomainDns(
  config: Pick<Config, 'DNS_RESOLVER' | 'PLATFORM_IP'>,
  input: CheckInput,
): Promise<DnsCheck> {
  const resolver = resolverFor(config);
  const name = txtRecordName(input.host);
  let values: string[];
  try {
    values = (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    if (missing(error)) return { verified: false, reason: `No TXT record ${name} found` };
    return { verified: false, reason: lookupProblem(error, name) };
  }
  if (values.length === 0) return { verified: false, reason: `No TXT record ${name} found` };
  if (!values.some((value) => value.trim() === input.token)) {
    return {
      verified: false,
      reason: `TXT record ${name} does not match: it says "${values[0]}", expected "${input.token}"`,
    };
  }
  return { verified: true, routingProblem: await routingProblem(resolver, config, input) };
}

/** Null when the host's CNAME names the store's subdomain or its A record the platform's address. */
async function routingProblem(
  resolver: Resolver,
  config: Pick<Config, 'PLATFORM_IP'>,
  input: CheckInput,
): Promise<string | null> {
  const target = input.cnameTarget.toLowerCase();
  try {
    const cnames = await resolver.resolveCname(input.host);
    if (cnames.some((value) => value.toLowerCase().replace(/\.$/, '') === target)) return null;
    if (cnames.length > 0) return `The CNAME record of ${input.host} points to ${cnames[0]}, not ${target}`;
  } catch (error) {
    if (!missing(error)) return lookupProblem(error, input.host);
  }
  if (config.PLATFORM_IP) {
    try {
      const addresses = await resolver.resolve4(input.host);
      if (addresses.includes(config.PLATFORM_IP)) return null;
      if (addresses.length > 0) {
        return `The A record of ${input.host} is ${addresses[0]}, not ${config.PLATFORM_IP}`;
      }
    } catch (error) {
      if (!missing(error)) return lookupProblem(error, input.host);
    }
    return `Create the CNAME record ${input.host} → ${target} (or an A record → ${config.PLATFORM_IP}) so visitors reach your store`;
  }
  return `Create the CNAME record ${input.host} → ${target} so visitors reach your store`;
}
