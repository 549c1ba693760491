// The fallback rules of translated content (docs/decisions/0093).
import { describe, expect, it } from 'vitest';
import {
  lineInLanguage,
  missingLanguages,
  PRODUCT_TRANSLATED_FIELDS,
  translateField,
  translateOption,
  translationsInputSchema,
} from './translations.ts';

const translations = {
  de: { name: 'Becher', description: '  ', options: { Size: 'Größe', Small: 'Klein' } },
};

describe('translateField', () => {
  it("takes the language's text when there is one", () => {
    expect(translateField('Mug', translations, 'de', 'name')).toBe('Becher');
  });

  it("falls back per field to the row's own (default-language) text: blank, absent field, absent language", () => {
    expect(translateField('A mug', translations, 'de', 'description')).toBe('A mug');
    expect(translateField('Mug', { de: {} }, 'de', 'name')).toBe('Mug');
    expect(translateField('Mug', translations, 'fr', 'name')).toBe('Mug');
    expect(translateField(null, translations, 'fr', 'description')).toBeNull();
    expect(translateField('Mug', null, 'de', 'name')).toBe('Mug');
  });

  it('answers the default language with its own text unless a translation was kept for it', () => {
    expect(translateField('Mug', translations, 'en', 'name')).toBe('Mug');
    // A store whose default became German after its German texts were written keeps showing them.
    expect(translateField('Mug', translations, 'de', 'name')).toBe('Becher');
  });
});

describe('translateOption', () => {
  it('translates option names and values one by one, leaving the rest as they are', () => {
    expect(translateOption('Size', translations, 'de')).toBe('Größe');
    expect(translateOption('Small', translations, 'de')).toBe('Klein');
    expect(translateOption('Large', translations, 'de')).toBe('Large');
    expect(translateOption('Size', translations, 'fr')).toBe('Size');
  });
});

describe('lineInLanguage', () => {
  const translations = { de: { name: 'Kapuzenpulli', options: { Size: 'Größe', Red: 'Rot' } } };
  it('names a bought line and its options in the language, each untranslated part as it was', () => {
    expect(lineInLanguage('de', { name: 'Hoodie', translations }, { Size: 'M', Colour: 'Red' })).toEqual({
      name: 'Kapuzenpulli',
      variantString: 'Größe: M, Colour: Rot',
    });
  });
  it('is undefined when nothing is translated', () => {
    expect(lineInLanguage('fr', { name: 'Hoodie', translations }, { Size: 'M' })).toBeUndefined();
    expect(lineInLanguage('de', { name: 'Tee', translations: null }, {})).toBeUndefined();
  });
});

describe('missingLanguages', () => {
  it('names the enabled languages, other than the default, lacking a text a field has', () => {
    const own = { name: 'Mug', description: 'A mug' };
    expect(missingLanguages(own, translations, ['en', 'de', 'fr'], 'en')).toEqual(['de', 'fr']);
    const full = { de: { name: 'Becher', description: 'Ein Becher' } };
    expect(missingLanguages(own, full, ['en', 'de'], 'en')).toEqual([]);
    // A field without a text of its own needs no translation.
    expect(missingLanguages({ name: 'Mug', description: null }, full, ['en', 'de'], 'en')).toEqual([]);
  });
});

describe('translationsInputSchema', () => {
  const schema = translationsInputSchema(PRODUCT_TRANSLATED_FIELDS, true);

  it('keeps trimmed texts and drops blank ones and emptied languages', () => {
    expect(
      schema.parse({
        de: { name: ' Becher ', description: '' },
        fr: { name: ' ' },
        nl: { options: { Size: 'Maat', Small: '' } },
      }),
    ).toEqual({ de: { name: 'Becher' }, nl: { options: { Size: 'Maat' } } });
  });

  it('refuses a language the platform does not offer and a field that is not translated', () => {
    const lang = schema.safeParse({ pt: { name: 'Caneca' } });
    expect(lang.success).toBe(false);
    expect(lang.error?.issues[0]?.message).toBe('Choose a language among en, de, fr, es, nl, it (not "pt")');
    expect(schema.safeParse({ de: { price: '3' } }).success).toBe(false);
  });
});
