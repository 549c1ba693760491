// Money as the API's JSON carries it and as a form types it in (DESIGN §5), shared by the catalogue,
// billing, plans, discounts and shipping shapes.
import { z } from 'zod';
import { parseMinor } from './money.ts';

/** Money in JSON: a decimal string with two places, "12.50" (DESIGN §5). */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** "12.5" | 12.5 → 1250 pence; empty → the required message; anything else → a readable error. */
export function moneyInputSchema(requiredMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '', requiredMessage)
    .refine((value) => parseMinor(value) !== null, 'Enter an amount such as 12.50')
    .transform((value) => parseMinor(value) as number);
}

/** An optional amount: empty, null or absent → null. */
export const optionalMoneyInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .refine(
    (value) => value == null || value === '' || parseMinor(value) !== null,
    'Enter an amount such as 12.50',
  )
  .transform((value) => (value == null || value === '' ? null : (parseMinor(value) as number)));
