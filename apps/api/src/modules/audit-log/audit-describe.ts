// An audit entry in a merchant's words (ADR 0088): who, what they did ("Changed the price of",
// "Refunded", "Invited"), to what (its name or order number, and the admin screen that shows it),
// and each changed field as before → after, formatted: money with its currency symbol, stock in
// units, dates, Yes/No. Built on the server from the stored entry, so every reader of
// GET /api/admin/audit-log gets the same sentence beside the raw data. A describer per entity type
// names the thing and its screen; anything else falls back to words made from the entry itself.
import type { AuditDescription, AuditLogEntry } from '@storefleet/contracts';
import { REDACTED } from './audit-summary.ts';

/** What the reader knows beyond the entry: the store's currency and current names by entity. */
export type DescribeContext = {
  currency: string;
  /** `${entityType}:${entityId}` → the thing's current name ("Zip-Up Hoodie", "#1042"). */
  labels: ReadonlyMap<string, string>;
};

type Entry = Pick<
  AuditLogEntry,
  'action' | 'actorName' | 'entityType' | 'entityId' | 'route' | 'before' | 'after'
>;

type Describer = {
  /** The thing in words when it has no name: "product", "the e-mail settings". */
  noun: string;
  /** A singleton (settings): "the e-mail settings", never "#3". */
  single?: boolean;
  /** The store admin's screen that shows it. */
  screen?: string;
  /** The field holding its name in a stored before/after. */
  nameField?: string;
};

const DESCRIBERS: Record<string, Describer> = {
  product: { noun: 'product', screen: '/product-management', nameField: 'name' },
  category: { noun: 'category', screen: '/category-management', nameField: 'name' },
  variant: { noun: 'variant', screen: '/product-management', nameField: 'sku' },
  'variant-attribute': { noun: 'variant attribute', screen: '/variant-management', nameField: 'name' },
  'variant-price': { noun: 'variant price', screen: '/product-variant-pricing' },
  order: { noun: 'order', screen: '/store-orders' },
  'draft-order': { noun: 'draft order', screen: '/draft-orders' },
  discount: { noun: 'discount', screen: '/discounts', nameField: 'code' },
  'shipping-option': { noun: 'shipping option', screen: '/shipping-options', nameField: 'name' },
  content: { noun: 'store text', screen: '/settings' },
  team: { noun: 'team member', screen: '/team', nameField: 'email' },
  invitation: { noun: 'invitation', screen: '/team', nameField: 'email' },
  'email-settings': { noun: 'the e-mail settings', single: true, screen: '/email-settings' },
  'payment-settings': { noun: 'the payment settings', single: true, screen: '/payment-settings' },
  'vat-settings': { noun: 'the VAT settings', single: true, screen: '/settings' },
  'base-currency': { noun: 'the base currency', single: true, screen: '/settings' },
  currency: { noun: 'currency', screen: '/settings' },
  tenant: { noun: 'store', nameField: 'name' },
  'subscription-plan': { noun: 'subscription plan', nameField: 'name' },
  subscription: { noun: 'the subscription', single: true, screen: '/subscription' },
  billing: { noun: 'bill' },
  upload: { noun: 'image' },
  'api-key': { noun: 'API key', nameField: 'name' },
  webhook: { noun: 'webhook', nameField: 'url' },
  'refused-access': { noun: 'refused access', single: true },
};

/** Field names people read; anything else is its camelCase split into words. */
const FIELD_LABELS: Record<string, string> = {
  price: 'price',
  compareAtPrice: 'compare-at price',
  stock: 'stock',
  lowStockThreshold: 'low-stock alert',
  isDraft: 'draft',
  categoryId: 'category',
  imageUrl: 'image',
  sku: 'SKU',
  vatRate: 'VAT rate',
  smtpHost: 'SMTP host',
  emailFromAddress: 'sender address',
  emailFromName: 'sender name',
  status: 'status',
  trackingNumber: 'tracking number',
  amount: 'amount',
};

/** Bookkeeping every answer carries; never a change a merchant made. */
const HIDDEN_FIELDS = new Set(['id', 'tenantId', 'createdAt', 'updatedAt', 'version', 'sortOrder']);

const MONEY_FIELD =
  /(^|[a-z])(price|amount|total|subtotal|fee|cost|refunded|refund|balance|due|discountAmount)$/i;
const UNIT_FIELD = /(^|[a-z])(stock|quantity|qty|units)$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words || name;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "£45.00" for the store's currency (or the entry's own `currency`). */
export function formatAmount(value: unknown, currency: string): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return null;
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** One value as a merchant reads it; null for nothing at all. */
export function formatValue(field: string, value: unknown, currency: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === REDACTED) return 'hidden';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_FIELD.test(field)) {
    const money = formatAmount(value, currency);
    if (money) return money;
  }
  if (UNIT_FIELD.test(field) && (typeof value === 'number' || /^\d+$/.test(String(value)))) {
    const n = Number(value);
    return `${n} ${n === 1 ? 'unit' : 'units'}`;
  }
  if (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) {
    const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return value.length === 10 ? dateFormat.format(date) : `${dateTimeFormat.format(date)} UTC`;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => formatValue(field, item, currency)).filter((v) => v !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  if (typeof value === 'object') {
    const count = Object.keys(value).length;
    return `${count} ${count === 1 ? 'setting' : 'settings'}`;
  }
  return String(value);
}

type Change = AuditDescription['changes'][number];

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const CURRENCY = /^[A-Z]{3}$/;

/**
 * The fields of a stored after as [name, value, currency]: money given as { amount, currency } is
 * one amount in that currency; a group with a currency (an order edit's totals) is its fields.
 */
function flatten(after: Record<string, unknown>, currency: string): [string, unknown, string][] {
  const own = typeof after.currency === 'string' && CURRENCY.test(after.currency) ? after.currency : currency;
  const fields: [string, unknown, string][] = [];
  for (const [name, value] of Object.entries(after)) {
    if (name === 'currency') continue;
    const inner = isPlain(value) && typeof value.currency === 'string' && CURRENCY.test(value.currency);
    if (inner && 'amount' in value && Object.keys(value).length === 2) {
      fields.push([name, value.amount, value.currency as string]);
    } else if (inner) {
      for (const [part, partValue] of Object.entries(value)) {
        if (part !== 'currency') fields.push([part, partValue, value.currency as string]);
      }
    } else {
      fields.push([name, value, own]);
    }
  }
  return fields;
}

/** Internal ids (`refundId: 4`) and bookkeeping mean nothing to a merchant. */
const hidden = (name: string, value: unknown) =>
  HIDDEN_FIELDS.has(name) || name === '…' || (/Id$/.test(name) && typeof value === 'number');

const listOfRecords = (value: unknown) => Array.isArray(value) && value.some(isPlain);

/** The same kind of value: a flag does not compare with an amount that shares its name. */
const sameKind = (a: unknown, b: unknown) =>
  a === null || b === null || typeof a === typeof b || (typeof a !== 'boolean' && typeof b !== 'boolean');

/**
 * The fields that changed, before → after, formatted; when nothing recorded a before (a create, an
 * action), each field set.
 */
export function describeChanges(entry: Pick<Entry, 'before' | 'after'>, currency: string): Change[] {
  const before = entry.before ?? {};
  const changed: Change[] = [];
  const set: Change[] = [];
  for (const [name, value, own] of flatten(entry.after ?? {}, currency)) {
    if (hidden(name, value)) continue;
    const next = formatValue(name, value, own);
    const field = capitalise(fieldLabel(name));
    if (listOfRecords(value) || listOfRecords(before[name])) {
      // Images, lines: their stored and answered shapes differ, so only a count is worth saying,
      // and only when nothing plainer changed.
      const n = Array.isArray(value) ? value.length : 0;
      if (n > 0) set.push({ field, before: null, after: `${n} ${n === 1 ? 'item' : 'items'}` });
    } else if (name in before && sameKind(before[name], value)) {
      const previous = formatValue(name, before[name], own);
      if (previous !== next) changed.push({ field, before: previous, after: next });
    } else if (next !== null) {
      set.push({ field, before: null, after: next });
    }
  }
  return changed.length > 0 ? changed : set;
}

/** What the route did, when the route says more than create/update/delete. */
function verbFromRoute(route: string, entry: Entry): string | null {
  const [method = '', path = ''] = route.split(' ');
  const last =
    path
      .split('/')
      .filter((s) => s && !s.startsWith(':'))
      .at(-1) ?? '';
  if (last === 'refunds') return 'Refunded';
  if (last === 'fulfilments') return 'Shipped';
  if (last === 'delivery') return 'Marked as delivered';
  if (last === 'cancel') return 'Cancelled';
  if (last === 'edits') return 'Edited the items of';
  if (last === 'notes') return 'Added a note to';
  if (last === 'payment-link') return 'Sent a payment link for';
  if (last === 'returns') return 'Recorded a return for';
  if (last === 'import') return 'Imported';
  if (last === 'reorder') return 'Reordered';
  if (last === 'resend') return 'Resent the invitation to';
  if (last === 'test-email') return 'Sent a test e-mail from';
  if (last === 'team' && method === 'POST') return 'Invited';
  if (last === 'status' && typeof entry.after?.status === 'string') {
    const status = entry.after.status;
    if (status === 'shipped') return 'Shipped';
    if (status === 'delivered') return 'Marked as delivered';
    if (status === 'cancelled' || status === 'canceled') return 'Cancelled';
    return `Set the status to ${status.replace(/_/g, ' ')} on`;
  }
  if (last === 'draft' && typeof entry.after?.isDraft === 'boolean') {
    return entry.after.isDraft ? 'Moved to drafts' : 'Published';
  }
  return null;
}

function verbFor(entry: Entry, changes: Change[]): string {
  const routed = verbFromRoute(entry.route, entry);
  if (routed) return routed;
  if (entry.action === 'create') return 'Added';
  if (entry.action === 'delete') return 'Deleted';
  if (entry.action === 'update') {
    if (changes.length === 1 && changes[0]!.before !== null) {
      return `Changed the ${changes[0]!.field.toLowerCase()} of`;
    }
    return 'Edited';
  }
  // Something else done to it ('…/billing/generate-monthly', the billing job): still a sentence.
  return 'Updated';
}

function nameFrom(entry: Entry, field: string | undefined): string | null {
  if (!field) return null;
  for (const source of [entry.after, entry.before]) {
    const value = source?.[field];
    if (typeof value === 'string' && value !== '' && value !== REDACTED) return value;
  }
  return null;
}

/** "Zip-Up Hoodie", "order #1042", "the e-mail settings", "the product (no longer there)". */
function subjectFor(entry: Entry, describer: Describer, context: DescribeContext): string {
  if (describer.single) return describer.noun;
  const known = entry.entityId ? context.labels.get(`${entry.entityType}:${entry.entityId}`) : undefined;
  if (entry.entityType === 'order') {
    const number =
      known ?? (typeof entry.before?.orderNumber === 'number' ? `#${entry.before.orderNumber}` : null);
    return number ? `order ${number}` : entry.entityId ? `order ${entry.entityId}` : 'an order';
  }
  const name = known ?? nameFrom(entry, describer.nameField ?? 'name') ?? nameFrom(entry, 'email');
  if (name) return name;
  if (entry.route.endsWith('/import')) return 'products from a CSV file';
  if (entry.route.endsWith('/reorder')) return `the ${describer.noun}s`;
  return entry.entityId ? `${describer.noun} ${entry.entityId}` : `a ${describer.noun}`;
}

/** "variant-price" → "variant price"; an unknown type still reads as words. */
function describerFor(entityType: string): Describer {
  return DESCRIBERS[entityType] ?? { noun: entityType.replace(/[-_]+/g, ' ') };
}

export function describeEntry(entry: Entry, context: DescribeContext): AuditDescription {
  const describer = describerFor(entry.entityType);
  const changes = describeChanges(entry, context.currency);
  const verb = verbFor(entry, changes);
  const subject = subjectFor(entry, describer, context);
  // A deleted thing has no screen to open; a change on the platform's own records has none either.
  const link = entry.action === 'delete' ? null : (describer.screen ?? null);
  // With a single-field verb the field is already in the sentence: the change shows the values.
  return {
    actor: entry.actorName,
    verb,
    subject,
    link,
    sentence: `${entry.actorName} ${verb.charAt(0).toLowerCase()}${verb.slice(1)} ${subject}`,
    changes,
  };
}
