// Site content as the store admin edits it (spec admin §2 Settings page, §3 cms_content, §5, §7
// Content; DESIGN §9 GET /api/cms/content/{tenantId}).
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { CONTENT_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';

export const contentTypes = ['text', 'html', 'url'] as const;
export type ContentType = (typeof contentTypes)[number];

/** Known keys (spec admin §3) and the descriptions the Settings page saves with them. */
export const contentKeys = {
  termsConditions: 'terms_conditions',
  returnsRefunds: 'returns_refunds',
  /** Days after the goods were sent in which a customer may ask to return them (default 30). */
  returnWindowDays: 'return_window_days',
  heroImage: 'hero_image',
  storeLogo: 'store_logo',
  footerCompanyName: 'footer_company_name',
  footerEmail: 'footer_email',
  footerPhone: 'footer_phone',
  footerAddress: 'footer_address',
} as const;

const contentKeyLabels: Record<string, string> = {
  site_title: 'Site title',
  store_logo: 'Store logo',
  hero_title: 'Hero title',
  hero_subtitle: 'Hero subtitle',
  hero_button_text: 'Hero button text',
  hero_image: 'Hero image',
  footer_company_name: 'Footer company name',
  footer_email: 'Footer e-mail',
  footer_phone: 'Footer phone',
  footer_address: 'Footer address',
  terms_conditions: 'Terms & Conditions',
  returns_refunds: 'Returns & Refunds',
  return_window_days: 'Return window (days)',
};

/**
 * How Content Management names an entry: the known keys' labels ("Hero title"), any other key
 * in words ("promo_banner.text" → "Promo banner text").
 */
export function contentKeyLabel(key: string): string {
  const known = contentKeyLabels[key];
  if (known) return known;
  const words = key.replace(/[_.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : key;
}

export const contentEntryInputSchema = z.object({
  key: z
    .string({ error: 'Content key is required' })
    .trim()
    .min(1, 'Content key is required')
    .max(100, 'Content key must be at most 100 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Content key may use letters, digits, dots, dashes and underscores'),
  type: z.enum(contentTypes, { error: 'Content type is required' }),
  value: z
    .string({ error: 'Content value is required' })
    .trim()
    .min(1, 'Content value is required')
    .max(200_000, 'Content value is too long'),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .nullish()
    .transform((value) => value || null),
  /** The value in the store's other languages (docs/decisions/0093), cleaned as the value is; absent: unchanged. */
  translations: translationsInputSchema(CONTENT_TRANSLATED_FIELDS).optional(),
});
export type ContentEntryInput = z.input<typeof contentEntryInputSchema>;

export const contentTenantQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
});

export const adminContentEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  translations: translationsSchema,
  updatedAt: z.string(),
});
export type AdminContentEntry = z.infer<typeof adminContentEntrySchema>;

/**
 * Spec admin §5: legal text is saved trimmed with its line breaks as HTML line breaks. Text that
 * already is HTML (has block tags) keeps its own structure.
 */
export function legalTextToHtml(text: string): string {
  const trimmed = text.trim();
  if (/<(p|div|h[1-6]|ul|ol|li|br|table)\b/i.test(trimmed)) return trimmed;
  return trimmed.replace(/\r?\n/g, '<br>');
}

/** The editor shows stored HTML line breaks as line breaks again. */
export function legalHtmlToText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n');
}
