// API keys per store (ADR 0072): what a key may do is a list of scopes, one read and one write scope
// per staff permission (team.ts), so a key can never do what no staff member could. A route's
// scope follows from its declared permission (`x-permission`) and its HTTP method (GET/HEAD read).
import { z } from 'zod';
import {
  type AdminPermission,
  STAFF_PERMISSION_LABELS,
  STAFF_PERMISSIONS,
  type StaffPermission,
} from './team.ts';

export const API_KEY_ACCESS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** Every scope a key may hold: `products:read`, `products:write`, … `settings:write`. */
export const API_KEY_SCOPES = STAFF_PERMISSIONS.flatMap((area) =>
  API_KEY_ACCESS.map((access) => `${area}:${access}` as const),
);
export type ApiKeyScope = `${StaffPermission}:${ApiKeyAccess}`;

/** The screen's groups: one per area, with its two scopes. */
export const API_KEY_SCOPE_GROUPS = STAFF_PERMISSIONS.map((area) => ({
  area,
  label: STAFF_PERMISSION_LABELS[area],
  scopes: API_KEY_ACCESS.map((access) => `${area}:${access}` as ApiKeyScope),
}));

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'sf_live_';
/** How many characters of the key are kept and shown to tell keys apart (`sf_live_` and 4 more). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/**
 * The scope a call through a key needs: `<area>:read` for GET/HEAD, `<area>:write` otherwise, for
 * a route whose permission is a staff area. `any` for reads that any member may make (the
 * dashboard). null: no key may call it (owners-only areas, writes to the store's account).
 */
export function apiKeyScopeFor(
  permission: AdminPermission | undefined,
  method: string,
): ApiKeyScope | 'any' | null {
  const read = method === 'GET' || method === 'HEAD';
  if (permission === 'member') return read ? 'any' : null;
  if (!permission || !(STAFF_PERMISSIONS as readonly string[]).includes(permission)) return null;
  return `${permission as StaffPermission}:${read ? 'read' : 'write'}`;
}

/** The areas a key's scopes touch (what its acting membership is given). */
export function apiKeyAreas(scopes: readonly string[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((area) =>
    API_KEY_ACCESS.some((access) => scopes.includes(`${area}:${access}`)),
  );
}

/** POST /api/admin/api-keys. */
export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: 'Give the key a name' })
    .trim()
    .min(1, 'Give the key a name')
    .max(100, 'The name is too long (at most 100 characters)'),
  scopes: z
    .array(
      z
        .string({ error: 'Scopes are texts such as orders:read' })
        .refine((scope) => API_KEY_SCOPES.includes(scope as ApiKeyScope), {
          error: (issue) =>
            `Unknown scope "${String(issue.input).slice(0, 40)}": scopes are ${API_KEY_SCOPES.join(', ')}`,
        }),
      { error: 'Choose at least one scope' },
    )
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length * 2, 'Too many scopes'),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'The expiry must be a date and time such as 2027-01-31T00:00:00Z' })
    .nullish()
    .refine((value) => value == null || Date.parse(value) > Date.now(), {
      error: 'The expiry must be in the future',
    }),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

/** A key as listed: never its secret nor its hash. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The key's first characters (`sf_live_abcd`), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to creating a key: the record and, this once, the whole key. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
