// Translated content (docs/decisions/0093): a translatable row keeps its texts in the store's
// default language in its own fields, and every other language's texts in `translations`, keyed by
// language then field. A read in a language takes each field from that language's translation when
// it has a non-blank one, else the field's own (default-language) text: the fallback is per field.
import { z } from 'zod';
import { STORE_LANGUAGES, type StoreLanguage } from './languages.ts';
import { variantString } from './variants.ts';

/**
 * A row's translations: language → field → text (a product's `options` maps option names and
 * values to their translations). Blank texts count as missing.
 */
export type Translations = Record<string, Record<string, unknown> | undefined>;

/** The fields each kind of row translates. */
export const PRODUCT_TRANSLATED_FIELDS = ['name', 'description'] as const;
export const CATEGORY_TRANSLATED_FIELDS = ['name', 'description'] as const;
export const CONTENT_TRANSLATED_FIELDS = ['value'] as const;
export const SHIPPING_TRANSLATED_FIELDS = ['name', 'description'] as const;
/** The owner's own e-mail texts (Email Settings, docs/decisions/0094). */
export const EMAIL_TRANSLATED_FIELDS = ['emailProcessingTime', 'emailCustomMessage'] as const;

export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];

/** The longest translated text accepted (a legal page's HTML is the longest). */
const TRANSLATION_MAX = 100_000;

export const LANGUAGE_MESSAGE = `Choose a language among ${STORE_LANGUAGES.join(', ')}`;

/**
 * A row's translations as the admin sends them: only the six store languages, only the given
 * fields (plus, for products, `options`: an option name or value → its translation), texts
 * trimmed; blank texts are dropped so "missing" is one thing.
 */
export function translationsInputSchema<const F extends readonly string[]>(fields: F, options = false) {
  const text = z.string().max(TRANSLATION_MAX, 'A translation is too long');
  const perLanguage = z
    .object({
      ...Object.fromEntries(fields.map((field) => [field, text.nullish()])),
      ...(options ? { options: z.record(z.string().max(255), z.string().max(255)).optional() } : {}),
    })
    .strict();
  return z
    .record(z.string(), perLanguage)
    .superRefine((value, ctx) => {
      for (const lang of Object.keys(value)) {
        if (!(STORE_LANGUAGES as readonly string[]).includes(lang)) {
          ctx.addIssue({ code: 'custom', message: `${LANGUAGE_MESSAGE} (not "${lang}")`, path: [lang] });
        }
      }
    })
    .transform((value) => cleanTranslations(value as Translations));
}

/** Drops blank texts and languages left empty; trims what stays. */
export function cleanTranslations(value: Translations): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(value) as [StoreLanguage, Record<string, unknown>][]) {
    const kept: Record<string, unknown> = {};
    for (const [field, text] of Object.entries(fields ?? {})) {
      if (field === 'options' && text && typeof text === 'object') {
        const options = Object.fromEntries(
          Object.entries(text as Record<string, string>)
            .map(([from, to]) => [from.trim(), to.trim()])
            .filter(([from, to]) => from && to),
        );
        if (Object.keys(options).length > 0) kept.options = options;
      } else if (typeof text === 'string' && text.trim() !== '') {
        kept[field] = text.trim();
      }
    }
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/** One field in `lang`: its translation when there is a non-blank one, else the row's own text. */
export function translateField<T extends string | null | undefined>(
  original: T,
  translations: Translations | null | undefined,
  lang: string,
  field: string,
): T | string {
  const text = translations?.[lang]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : original;
}

/** An option name or value ("Size", "Small") in `lang`, itself when not translated. */
export function translateOption(
  text: string,
  translations: Translations | null | undefined,
  lang: string,
): string {
  const options = translations?.[lang]?.options as Record<string, unknown> | undefined;
  const to = options?.[text];
  return typeof to === 'string' && to.trim() !== '' ? to : text;
}

/**
 * A bought line's product name and options in `lang`, from the product's translations
 * (docs/decisions/0095): what the buyer's e-mails show. `product.name` is the line's own name (the
 * fallback, per field); undefined when nothing is translated.
 */
export function lineInLanguage(
  lang: string,
  product: { name: string; translations: unknown },
  choice: Record<string, string>,
): { name: string; variantString: string } | undefined {
  const translations = product.translations as Translations | null;
  const name = translateField(product.name, translations, lang, 'name');
  const shownChoice = Object.fromEntries(
    Object.entries(choice).map(([group, value]) => [
      translateOption(group, translations, lang),
      translateOption(String(value), translations, lang),
    ]),
  );
  const shown = variantString(shownChoice);
  if (name === product.name && shown === variantString(choice)) return undefined;
  return { name, variantString: shown };
}

/**
 * The languages (other than the default) in which any of `fields` that has a text of its own
 * has no translation: what the admin's "missing" badge shows.
 */
export function missingLanguages(
  own: Record<string, string | null | undefined>,
  translations: Translations | null | undefined,
  languages: readonly string[],
  defaultLanguage: string,
): string[] {
  const needed = Object.entries(own)
    .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
    .map(([field]) => field);
  return languages.filter(
    (lang) =>
      lang !== defaultLanguage &&
      needed.some((field) => translateField(null, translations, lang, field) === null),
  );
}

/**
 * The languages of `translations` a store does not translate into: not enabled, or its default
 * (whose texts are the row's own fields). Empty when every one is accepted.
 */
export function unacceptedLanguages(
  translations: Translations,
  store: { defaultLanguage: string; languages: readonly string[] },
): string[] {
  return Object.keys(translations).filter(
    (lang) => lang === store.defaultLanguage || !store.languages.includes(lang),
  );
}

/** A row's translations as the admin reads them: language → field → text (products add `options`). */
export const translationsSchema = z.record(
  z.string(),
  z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])),
);

/** A store's languages as its admins read and save them. */
export const storeLanguagesSchema = z.object({
  defaultLanguage: z.enum(STORE_LANGUAGES),
  languages: z.array(z.enum(STORE_LANGUAGES)),
});
export type StoreLanguages = z.infer<typeof storeLanguagesSchema>;

export const storeLanguagesInputSchema = z
  .object({
    defaultLanguage: z.enum(STORE_LANGUAGES, { error: LANGUAGE_MESSAGE }),
    languages: z
      .array(z.enum(STORE_LANGUAGES, { error: LANGUAGE_MESSAGE }), { error: 'Choose the languages to offer' })
      .min(1, 'Choose at least one language'),
    tenantId: z.number().int().positive().optional(),
  })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    message: 'The default language must be one of the enabled languages',
    path: ['languages'],
  })
  .transform((value) => ({
    ...value,
    // Kept in the order of STORE_LANGUAGES, without repeats.
    languages: STORE_LANGUAGES.filter((lang) => value.languages.includes(lang)),
  }));
export type StoreLanguagesInput = z.input<typeof storeLanguagesInputSchema>;

/**
 * A signed-in shopper's language (docs/decisions/0095): GET and PUT /api/account/language. Null
 * until one is chosen (checkout sets it from the page's language when it makes the account).
 */
export const accountLanguageSchema = z.object({ language: z.enum(STORE_LANGUAGES).nullable() });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const accountLanguageInputSchema = z.object({
  language: z.enum(STORE_LANGUAGES, { error: LANGUAGE_MESSAGE }),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageInputSchema>;
