// What an audit entry may say about a write: a short summary of an object (the body sent, the
// entity read before, the answer), with every secret redacted. Redaction is by field name — a deny
// pattern with a small allow list of names that only look secret — and, behind it, by value (a
// string shaped like a provider secret is redacted whatever its field is called). ADR 0031.

export const REDACTED = '[redacted]';

/** Field names that are never secrets although the deny pattern would match them. */
const ALLOWED_NAMES = new Set(['key', 'stripePublicKey', 'publicKey', 'cacheKey', 'sortKey']);

/**
 * Passwords (current, new, SMTP), tokens, API and secret keys, webhook secrets, hashes, cookies,
 * session ids, card data, and any other field whose name ends in "key".
 */
const SECRET_NAME =
  /pass(?:word|phrase|wd)?|secret|token|api[-_]?key|private|credential|hash|cookie|session|^sid$|cvc|cvv|card[-_]?number|authori[sz]ation|smtp|signature|key$/i;

/** Values shaped like payment provider secrets or bearer credentials, whatever the field name. */
const SECRET_VALUE =
  /^(?:sk|rk|whsec|sup_sk|pk_live_sk|sf_live)_[A-Za-z0-9_]{6,}|^Bearer\s|^[a-z]+:\/\/[^/\s:@]+:[^/\s@]+@/i;

export function isSecretField(name: string): boolean {
  return !ALLOWED_NAMES.has(name) && SECRET_NAME.test(name);
}

const MAX_FIELDS = 25;
const MAX_STRING = 120;
const MAX_ITEMS = 5;

function summarizeValue(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) return REDACTED;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    if (depth >= 2) return `${value.length} item(s)`;
    const items = value.slice(0, MAX_ITEMS).map((item) => summarizeValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === 'object') {
    if (depth >= 2) return '{…}';
    return summarizeObject(value as Record<string, unknown>, depth + 1);
  }
  return String(value);
}

function summarizeObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  const entries = Object.entries(object).filter(([, value]) => value !== undefined);
  for (const [name, value] of entries.slice(0, MAX_FIELDS)) {
    summary[name] = isSecretField(name)
      ? value === null || value === ''
        ? value
        : REDACTED
      : summarizeValue(value, depth);
  }
  if (entries.length > MAX_FIELDS) summary['…'] = `${entries.length - MAX_FIELDS} more field(s)`;
  return summary;
}

/** A short, redacted copy of a JSON-like object; anything that is not an object gives null. */
export function summarize(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) {
    return null;
  }
  return summarizeObject(value as Record<string, unknown>, 0);
}

/**
 * A database row as the API names its fields, so before and after compare: money columns
 * (`priceMinor: 4500`) read as the API's decimal strings (`price: '45.00'`).
 */
export function summarizeRow(row: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const named = Object.entries(row).map(([name, value]) =>
    name.endsWith('Minor') && typeof value === 'number' && name.length > 5
      ? [name.slice(0, -5), (value / 100).toFixed(2)]
      : [name, value],
  );
  return summarize(Object.fromEntries(named));
}

/** The `before` summary cut to the fields the write sent, so the entry reads as a change. */
export function pickFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!before || !after) return before;
  const shared = Object.keys(after).filter((name) => name in before);
  if (shared.length === 0) return before;
  return Object.fromEntries(shared.map((name) => [name, before[name]]));
}
