// The audit log: who changed what in a store or on the platform (ADR 0031).
import { z } from 'zod';
import { ID_MAX, idSchema } from './fields.ts';

export const auditActions = ['create', 'update', 'delete', 'other'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The entity types the filter offers; entries may name others (every admin write is recorded). */
export const auditEntityTypes = [
  'product',
  'category',
  'variant',
  'variant-attribute',
  'order',
  'content',
  'shipping-option',
  'email-settings',
  'payment-settings',
  'vat-settings',
  'tenant',
  'subscription-plan',
  'billing',
  'upload',
  /** A user refused on admin routes again and again (platform entries, ADR 0049). */
  'refused-access',
] as const;

const dateBound = (label: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/,
      `${label} must be a date such as 2026-01-31`,
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date such as 2026-01-31`)
    .optional();

export const auditLogQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  /** The super admin's platform entries (writes that belong to no store). */
  platform: z.enum(['true', 'false']).optional(),
  /** A member's user id (1 to ID_MAX), or part of their username. */
  member: z
    .string()
    .trim()
    .max(255, 'Member must be at most 255 characters')
    .refine(
      (value) => !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= ID_MAX),
      `Member must be a user id from 1 to ${ID_MAX}, or part of a username`,
    )
    .optional(),
  entity: z
    .string()
    .trim()
    .max(60, 'Entity must be at most 60 characters')
    .regex(/^[a-z-]*$/, 'Entity must be a type such as product')
    .optional(),
  from: dateBound('From'),
  to: dateBound('To'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit must be at most 200')
    .default(50),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .default(0),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * An entry in a merchant's words (ADR 0088), built by the server from the stored entry: who, the
 * action ("Changed the price of", "Refunded", "Invited"), the thing (its name or order number) and
 * the admin screen that shows it, and each changed field before → after, already formatted (money
 * with its currency symbol, stock in units, dates, Yes/No). Never a route, a type id or JSON.
 */
export const auditDescriptionSchema = z.object({
  actor: z.string(),
  verb: z.string(),
  subject: z.string(),
  /** The store admin's screen for the thing ('/product-management'), else null. */
  link: z.string().nullable(),
  /** "demo-owner changed the price of Zip-Up Hoodie". */
  sentence: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      /** Null: the field had no value before (or the entry did not record one). */
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
});
export type AuditDescription = z.infer<typeof auditDescriptionSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int().nullable(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.enum(auditActions),
  entityType: z.string(),
  entityId: z.string().nullable(),
  route: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  description: auditDescriptionSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
