// The shared language switcher of the translatable admin forms (docs/decisions/0093, 0094): no
// switcher in a one-language store; a real tablist with the default marked and a "Missing" badge in
// words for each language with an untranslated field; the lists' "Missing: de" marker; and how a
// typed translation lands in the form's `translations`.
import type { StoreLanguages, Translations } from '@storefleet/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { storeLanguagesKey } from './store-languages.ts';
import {
  MissingTranslations,
  TranslatedFields,
  withOptionTranslation,
  withTranslation,
} from './translated-fields.tsx';

const english: StoreLanguages = { defaultLanguage: 'en', languages: ['en'] };
const englishGermanFrench: StoreLanguages = { defaultLanguage: 'en', languages: ['en', 'de', 'fr'] };

function render(languages: StoreLanguages, node: ReactNode): string {
  const client = createQueryClient();
  client.setQueryData(storeLanguagesKey(), languages);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description', multiline: true },
] as const;

function ProductTexts({ translations }: { translations: Translations }) {
  const form = useForm({ defaultValues: { name: 'Mug', description: 'A mug', translations } });
  return (
    <TranslatedFields control={form.control} idPrefix="product" fields={fields}>
      <input id="product-name" {...form.register('name')} />
    </TranslatedFields>
  );
}

/** The text of each tab, in order. */
const tabs = (html: string) =>
  [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, ''),
  );

describe('TranslatedFields', () => {
  it('shows only the form’s own fields in a one-language store', () => {
    const html = render(english, <ProductTexts translations={{}} />);
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('role="tabpanel"');
    expect(html).not.toMatch(/\shidden[=\s>]/);
    expect(html).toContain('id="product-name"');
  });

  it('shows a tablist of the store’s languages, the default first and marked, with the own fields in its panel', () => {
    const html = render(englishGermanFrench, <ProductTexts translations={{}} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-label="Language of the texts"');
    expect(tabs(html)).toEqual(['English (default)', 'DeutschMissing', 'FrançaisMissing']);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>English \(default\)/);
    expect(html).toMatch(/role="tabpanel"[^>]*>.*id="product-name"/);
  });

  it('drops the Missing badge of a language whose every field with a text is translated', () => {
    const html = render(
      englishGermanFrench,
      <ProductTexts
        translations={{ de: { name: 'Becher', description: 'Ein Becher' }, fr: { name: 'Tasse' } }}
      />,
    );
    expect(tabs(html)).toEqual(['English (default)', 'Deutsch', 'FrançaisMissing']);
  });

  it('counts a blank translation as missing', () => {
    const html = render(
      englishGermanFrench,
      <ProductTexts translations={{ de: { name: '  ', description: 'Ein Becher' } }} />,
    );
    expect(tabs(html)).toContain('DeutschMissing');
  });

  it('keeps the form’s own fields in place while the store’s languages load', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <ProductTexts translations={{}} />
      </QueryClientProvider>,
    );
    expect(html).not.toContain('role="tablist"');
    expect(html).toContain('id="product-name"');
  });
});

describe('MissingTranslations', () => {
  it('names the languages a row lacks, in words', () => {
    const html = render(
      englishGermanFrench,
      <MissingTranslations
        own={{ name: 'Mug', description: null }}
        translations={{ fr: { name: 'Tasse' } }}
      />,
    );
    expect(html).toContain('>Missing: de</span>');
    expect(html).toContain('title="No translation in Deutsch"');
  });

  it('shows nothing when complete, or in a one-language store', () => {
    const complete = { de: { name: 'Becher' }, fr: { name: 'Tasse' } };
    expect(
      render(englishGermanFrench, <MissingTranslations own={{ name: 'Mug' }} translations={complete} />),
    ).toBe('');
    expect(render(english, <MissingTranslations own={{ name: 'Mug' }} translations={{}} />)).toBe('');
  });
});

describe('a typed translation', () => {
  it('sets one field in one language and keeps the rest', () => {
    const before: Translations = { de: { name: 'Becher' }, fr: { name: 'Tasse' } };
    expect(withTranslation(before, 'de', 'description', 'Ein Becher')).toEqual({
      de: { name: 'Becher', description: 'Ein Becher' },
      fr: { name: 'Tasse' },
    });
    expect(before.de).toEqual({ name: 'Becher' });
  });

  it('sets an option name or value under `options`', () => {
    const once = withOptionTranslation({ de: { name: 'Shirt' } }, 'de', 'Size', 'Größe');
    expect(withOptionTranslation(once, 'de', 'Small', 'Klein')).toEqual({
      de: { name: 'Shirt', options: { Size: 'Größe', Small: 'Klein' } },
    });
  });
});
