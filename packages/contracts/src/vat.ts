// UK VAT (ADR 0025): the three rates a product can carry, the store's VAT settings and
// the shape of a UK VAT registration number. The arithmetic is the server's (modules/vat).
import { z } from 'zod';
import { COUNTRY_CODES, countryName } from './countries.ts';
import { idSchema } from './fields.ts';

/** Per cent: standard, reduced, zero. */
export const vatRates = [20, 5, 0] as const;
export type VatRate = (typeof vatRates)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;

export const vatRateLabels: Record<VatRate, string> = {
  20: 'Standard (20%)',
  5: 'Reduced (5%)',
  0: 'Zero (0%)',
};

export const VAT_RATE_MESSAGE = 'VAT rate must be standard (20%), reduced (5%) or zero (0%)';

export function isVatRate(value: unknown): value is VatRate {
  return vatRates.includes(value as VatRate);
}

/** A product's rate as a form or multipart field sends it: 20, '20', '5', '0'. */
export const vatRateSchema = z
  .union([z.number(), z.string().trim()], { error: VAT_RATE_MESSAGE })
  .transform((value) => (typeof value === 'string' ? Number(value) : value))
  .refine(isVatRate, VAT_RATE_MESSAGE)
  .transform((value) => value as VatRate);

export const VAT_NUMBER_MESSAGE =
  'Enter a UK VAT number: GB followed by 9 or 12 digits (for example GB123456789), or GBGD or GBHA followed by 3 digits';

/** 'GB' then 9 or 12 digits ('GB' optional when typed), or GBGD/GBHA then 3 digits (government, health). */
const UK_VAT_NUMBER = /^(?:(?:GB)?(?:\d{9}|\d{12})|GB(?:GD|HA)\d{3})$/;

/** Spaces ignored, upper-cased, 'GB' added when typed without it; empty means not registered (null). */
export function normalizeVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (!compact) return null;
  return compact.startsWith('GB') ? compact : `GB${compact}`;
}

export function isUkVatNumber(value: string): boolean {
  return UK_VAT_NUMBER.test(value.replace(/[\s.-]/g, '').toUpperCase());
}

export const vatNumberSchema = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .max(30, VAT_NUMBER_MESSAGE)
  .refine((value) => !value.trim() || isUkVatNumber(value), VAT_NUMBER_MESSAGE)
  .transform(normalizeVatNumber);

/** GET/PUT /api/admin/vat-settings. */
export const vatSettingsSchema = z.object({
  pricesIncludeVat: z.boolean(),
  vatNumber: z.string().nullable(),
  /** Where the store accounts for tax (docs/decisions/0101): its home country (GB unless said). */
  homeCountry: z.string(),
  /** Registered for the EU One-Stop Shop: EU consumers pay their own country's VAT. */
  ossRegistered: z.boolean(),
  /** Other countries it is registered in (ISO 3166-1 alpha-2), whose rates it charges there. */
  registeredIn: z.array(z.string()),
});
export type VatSettings = z.infer<typeof vatSettingsSchema>;

export const HOME_COUNTRY_MESSAGE = 'Choose your home country from the list';
export const REGISTERED_IN_MESSAGE = 'Choose the countries you are registered in from the list';

const taxCountrySchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), message);

export const vatSettingsInputSchema = z
  .object({
    pricesIncludeVat: z.boolean({ error: 'Choose whether your prices include VAT' }),
    vatNumber: vatNumberSchema.nullable().optional(),
    /** Absent: unchanged (each of the three). */
    homeCountry: taxCountrySchema(HOME_COUNTRY_MESSAGE).optional(),
    ossRegistered: z
      .boolean({ error: 'Choose whether you are registered for the EU One-Stop Shop' })
      .optional(),
    registeredIn: z
      .array(taxCountrySchema(REGISTERED_IN_MESSAGE), { error: REGISTERED_IN_MESSAGE })
      .max(COUNTRY_CODES.length, REGISTERED_IN_MESSAGE)
      .transform((codes) => [...new Set(codes)])
      .optional(),
    tenantId: idSchema('Tenant id').optional(),
  })
  .superRefine((value, context) => {
    if (value.homeCountry && value.registeredIn?.includes(value.homeCountry)) {
      context.addIssue({
        code: 'custom',
        path: ['registeredIn'],
        message: `${countryName(value.homeCountry)} is your home country: list only the other countries you are registered in`,
      });
    }
  });
export type VatSettingsInput = z.input<typeof vatSettingsInputSchema>;

export const vatSettingsQuerySchema = z.object({ tenantId: idSchema('Tenant id').optional() });

/** 'VAT 20%' style label of a rate. */
export function vatRateLabel(rate: number): string {
  return isVatRate(rate) ? vatRateLabels[rate] : `${rate}%`;
}

/** The file name a browser saves an invoice under; without an invoice number, the store's order number. */
export function invoiceFileName(invoiceNumber: number | null, orderNumber: number): string {
  return invoiceNumber === null ? `order-${orderNumber}.pdf` : `invoice-${invoiceNumber}.pdf`;
}
