// A product's handle: its address in its store, /s/{slug}/products/{handle} (ADR 0037).
// Unique per store; made from the name unless the owner types one; an old one redirects (301).
import { z } from 'zod';

export const PRODUCT_HANDLE_MAX = 100;

export const productHandleMessages = {
  invalid:
    'Handle may contain only lower-case letters, digits and single hyphens between them (e.g. blue-t-shirt)',
  tooLong: `Handle must be at most ${PRODUCT_HANDLE_MAX} characters`,
  taken: (handle: string) =>
    `Another product in this store already has the handle "${handle}". Choose another.`,
} as const;

const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isProductHandle = (text: string): boolean =>
  text.length <= PRODUCT_HANDLE_MAX && HANDLE_PATTERN.test(text);

/**
 * The handle a name gives (the database's product_handle_base does the same for rows inserted
 * without one): lower case, accents dropped, other characters one hyphen, at most 80 characters.
 */
export function productHandleBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'product';
}

/**
 * The form's optional handle: trimmed and lower-cased; empty or absent → undefined (a new product's
 * is made from its name, an edited product keeps its own).
 */
export const productHandleInputSchema = z
  .string({ error: productHandleMessages.invalid })
  .trim()
  .toLowerCase()
  .max(PRODUCT_HANDLE_MAX, productHandleMessages.tooLong)
  .refine((text) => text === '' || HANDLE_PATTERN.test(text), productHandleMessages.invalid)
  .nullish()
  .transform((text) => text || undefined);

/** A handle in a public address (`/api/products/by-handle/{handle}`). */
export const productHandleParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(PRODUCT_HANDLE_MAX, productHandleMessages.tooLong)
  .refine((text) => HANDLE_PATTERN.test(text), productHandleMessages.invalid);
