// A store's e-mail settings and its e-mail log (spec admin §2 Email Settings, §3, §5, §7, §9;
// DESIGN §9 GET /api/admin/emails).
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { EMAIL_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';

export const DEFAULT_EMAIL_BRAND_COLOR = '#16a34a';
export const DEFAULT_EMAIL_PROCESSING_TIME = '1-2 business days';
/** Spec §9: without a domain of its own a store's addresses use a placeholder domain. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'example.com';

/** Spec §9: orders@ and support@ on the store's domain, or a placeholder domain. */
export function defaultEmailAddresses(domain: string | null | undefined, slug: string) {
  const host = domain?.trim() || `${slug}.${PLACEHOLDER_EMAIL_DOMAIN}`;
  return { from: `orders@${host}`, support: `support@${host}` };
}

const validEmail = z
  .string({ error: 'Valid email address required' })
  .trim()
  .max(255, 'Valid email address required')
  .pipe(z.email('Valid email address required'));

export const emailSettingsInputSchema = z.object({
  emailStoreName: z
    .string({ error: 'Store name is required' })
    .trim()
    .min(1, 'Store name is required')
    .max(255, 'Store name must be at most 255 characters'),
  emailFromAddress: validEmail,
  emailSupportAddress: validEmail,
  emailProcessingTime: z
    .string({ error: 'Processing time is required' })
    .trim()
    .min(1, 'Processing time is required')
    .max(100, 'Processing time must be at most 100 characters'),
  emailBrandColor: z
    .string({ error: 'Valid hex color required' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Valid hex color required'),
  emailLogoUrl: z
    .string()
    .trim()
    .max(2000, 'Logo URL is too long')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Logo URL must be a URL or empty')
    .nullish()
    .transform((v) => v || null),
  emailCustomMessage: z
    .string()
    .trim()
    .max(2000, 'Custom message must be at most 2000 characters')
    .nullish()
    .transform((v) => v || null),
  /**
   * The processing time and custom message in each enabled language but the default
   * (docs/decisions/0094); absent: unchanged.
   */
  translations: translationsInputSchema(EMAIL_TRANSLATED_FIELDS).optional(),
  tenantId: idSchema('Tenant id').optional(),
});
export type EmailSettingsInput = z.input<typeof emailSettingsInputSchema>;

export const emailSettingsSchema = z.object({
  tenantId: z.number().int(),
  emailStoreName: z.string(),
  emailFromAddress: z.string(),
  emailSupportAddress: z.string(),
  emailProcessingTime: z.string(),
  emailBrandColor: z.string(),
  emailLogoUrl: z.string().nullable(),
  emailCustomMessage: z.string().nullable(),
  /** Language → emailProcessingTime / emailCustomMessage; {} when none. */
  translations: translationsSchema,
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const testEmailResultSchema = z.object({
  success: z.literal(true),
  to: z.string(),
  /** 'sent' over SMTP, or 'outbox' when no SMTP server is configured. */
  status: z.enum(['sent', 'outbox']),
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

export const emailLogQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const emailLogEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  html: z.string(),
  text: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;
