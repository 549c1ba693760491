// Which entity an admin write touched and how, read from the route as declared: the last resource
// segment names the entity and the parameter after it its id ('PUT /api/admin/products/:id' →
// product, update). A few routes read better named by hand (OVERRIDES). Every admin write gets a
// description, so no route can be left out of the log (ADR 0031).
import type { AuditAction } from '@storefleet/contracts';

export type WriteDescription = {
  entityType: string;
  /** The path parameter holding the entity's id; absent = the answer's `id`, or none. */
  idParam?: string;
  action: AuditAction;
};

const OVERRIDES: Record<string, WriteDescription> = {
  'PATCH /api/admin/products/:id/draft': { entityType: 'product', idParam: 'id', action: 'update' },
  'PUT /api/admin/products/reorder': { entityType: 'product', action: 'update' },
  'POST /api/admin/products/import': { entityType: 'product', action: 'other' },
  'POST /api/products/:productId/variants': { entityType: 'variant', action: 'create' },
  'POST /api/admin/variants': { entityType: 'variant-attribute', action: 'create' },
  'PUT /api/admin/variants/:id': { entityType: 'variant-attribute', idParam: 'id', action: 'update' },
  'DELETE /api/admin/variants/:id': { entityType: 'variant-attribute', idParam: 'id', action: 'delete' },
  'POST /api/admin/orders/:id/cancel': { entityType: 'order', idParam: 'id', action: 'update' },
  'POST /api/admin/orders/:id/edits': { entityType: 'order', idParam: 'id', action: 'update' },
  'PUT /api/admin/orders/:id/status': { entityType: 'order', idParam: 'id', action: 'update' },
  'PUT /api/orders/:id/status': { entityType: 'order', idParam: 'id', action: 'update' },
  'PATCH /api/tenant/:id/color-template': { entityType: 'tenant', idParam: 'id', action: 'update' },
  'PUT /api/tenant/payment-settings': { entityType: 'payment-settings', action: 'update' },
  'PUT /api/admin/tenants/:id/payment-settings': {
    entityType: 'payment-settings',
    idParam: 'id',
    action: 'update',
  },
  'POST /api/admin/test-email': { entityType: 'email-settings', action: 'other' },
  'POST /api/upload-image': { entityType: 'upload', action: 'create' },
  'POST /api/upload/image': { entityType: 'upload', action: 'create' },
  'POST /api/products': { entityType: 'product', action: 'create' },
  'PUT /api/admin/currencies/base': { entityType: 'base-currency', action: 'update' },
  'PUT /api/admin/products/:id/prices': { entityType: 'product', idParam: 'id', action: 'update' },
};

/** A URL's resource word as an entity type: 'categories' → 'category', 'shipping-options' → 'shipping-option'. */
export function singular(word: string): string {
  if (word.endsWith('settings') || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const AREA_SEGMENTS = new Set(['api', 'admin', 'super-admin', 'cms']);
const isParam = (segment: string) => segment.startsWith(':');

export function describeWrite(method: string, url: string): WriteDescription {
  const override = OVERRIDES[`${method} ${url}`];
  if (override) return override;
  const segments = url.split('/').filter((s) => s !== '' && !AREA_SEGMENTS.has(s));
  let lastStatic = segments.length - 1;
  while (lastStatic >= 0 && isParam(segments[lastStatic]!)) lastStatic -= 1;
  if (lastStatic < 0) return { entityType: 'unknown', action: 'other' };
  const name = segments[lastStatic]!;
  const next = segments[lastStatic + 1];
  if (next !== undefined) {
    // …/products/:id, or …/product-subscriptions/:id/:action (more after the id: an action on it).
    const action: AuditAction =
      segments.length > lastStatic + 2 || method === 'POST'
        ? 'other'
        : method === 'DELETE'
          ? 'delete'
          : 'update';
    return { entityType: singular(name), idParam: next.slice(1), action };
  }
  const previous = segments[lastStatic - 1];
  if (previous !== undefined && isParam(previous)) {
    // …/orders/:id/refunds: something done to the order named before it.
    const parent = segments[lastStatic - 2];
    return { entityType: singular(parent ?? name), idParam: previous.slice(1), action: 'other' };
  }
  if (previous !== undefined) {
    // …/billing/generate-monthly, …/subscription/upgrade: a verb on the resource before it.
    return { entityType: singular(previous), action: 'other' };
  }
  const action: AuditAction = method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
  return { entityType: singular(name), action };
}
