// The language switcher of every translatable admin form (docs/decisions/0093, 0094): the product,
// category, content entry and shipping option forms wrap their translatable fields in it. When the
// store offers more than one language it shows a tab per language, "English (default) | Deutsch | …";
// the default tab holds the form's own fields (the row's own texts), each other tab that language's
// fields with the original as their placeholder and hint, kept in the form's `translations` value and
// sent with the same save. A language with an untranslated field carries a "Missing" badge
// (missingLanguages). A store with one language sees the form's own fields and nothing else.
import {
  LANGUAGE_NAMES,
  missingLanguages,
  type StoreLanguage,
  type Translations,
} from '@storefleet/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  useController,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { translationLanguages, useStoreLanguages } from './store-languages.ts';

/** A translatable field of the form: its name in the form's values and in `translations`. */
export type TranslatedField = { name: string; label: string; multiline?: boolean };

type TranslatedFieldsProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: a form's transformed output type does not matter here
  control: Control<T, any, any>;
  /** The store the form writes to (a super admin's /tenant/{id} screens), else the member's own. */
  tenantId?: number;
  /** Prefix of the translated inputs' ids: `{idPrefix}-{lang}-{field}`. */
  idPrefix: string;
  fields: readonly TranslatedField[];
  /** Option names and values to translate too (a product's `options`), as the row spells them. */
  optionTexts?: readonly string[];
  /** The form's own fields for these texts, in the default language. */
  children: ReactNode;
};

export function languageLabel(lang: string, defaultLanguage: string): string {
  const name = LANGUAGE_NAMES[lang as StoreLanguage] ?? lang;
  return lang === defaultLanguage ? `${name} (default)` : name;
}

/** What the own fields' panel is without a tablist: a plain group, not a tab panel. */
const NOT_A_TAB_PANEL = { role: undefined, id: undefined, tabIndex: undefined, 'aria-labelledby': undefined };

export function TranslatedFields<T extends FieldValues>({
  control,
  tenantId,
  idPrefix,
  fields,
  optionTexts = [],
  children,
}: TranslatedFieldsProps<T>) {
  const stored = useStoreLanguages(tenantId).data;
  const multilingual = translationLanguages(stored);
  const defaultLanguage = stored?.defaultLanguage ?? 'en';
  const languages = multilingual?.languages ?? [defaultLanguage];
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen && languages.includes(chosen as StoreLanguage) ? chosen : defaultLanguage;
  const { field } = useController({ control, name: 'translations' as FieldPath<T> });
  const originals = useWatch({ control, name: fields.map((f) => f.name) as FieldPath<T>[] }) as unknown[];
  const { errors, submitCount } = useFormState({ control });
  const translations = (field.value ?? {}) as Translations;
  const own = Object.fromEntries(fields.map((f, i) => [f.name, textOf(originals[i])]));
  const missing = missingLanguages(own, translations, languages, defaultLanguage);

  // A save refused for one of the form's own fields shows them, so the message is seen.
  useEffect(() => {
    if (submitCount > 0 && fields.some((f) => get(errors, f.name))) setChosen(null);
  }, [submitCount, errors, fields]);

  const setText = (lang: string, name: string, text: string) =>
    field.onChange(withTranslation(translations, lang, name, text));
  const setOption = (lang: string, from: string, to: string) =>
    field.onChange(withOptionTranslation(translations, lang, from, to));

  return (
    // One tree whether or not the store is multilingual, so the form's own fields are not replaced
    // (and what is being typed in them not lost) when the store's languages arrive.
    <Tabs value={language} onValueChange={setChosen} className="space-y-3">
      {multilingual ? (
        <TabsList aria-label="Language of the texts" className="flex h-auto w-full flex-wrap justify-start">
          {languages.map((lang) => (
            <TabsTrigger key={lang} value={lang} className="h-auto min-h-8 py-1">
              {languageLabel(lang, defaultLanguage)}
              {missing.includes(lang) ? (
                <Badge variant="warning" className="px-1.5 py-0">
                  Missing
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      ) : null}
      {/* The form's own fields stay mounted, so a hidden one still validates and keeps its value. */}
      <TabsContent
        value={defaultLanguage}
        forceMount
        className="mt-0 space-y-5 data-[state=inactive]:hidden"
        {...(multilingual ? {} : NOT_A_TAB_PANEL)}
      >
        {children}
      </TabsContent>
      {languages
        .filter((lang) => lang !== defaultLanguage)
        .map((lang) => {
          const name = LANGUAGE_NAMES[lang as StoreLanguage] ?? lang;
          const original = languageLabel(defaultLanguage, '');
          return (
            <TabsContent key={lang} value={lang} className="mt-0 space-y-5">
              <p className="text-sm text-muted-foreground">
                Texts in {name}. A field left empty shows the {original} text to shoppers.
              </p>
              {fields.map((f, i) => {
                const id = `${idPrefix}-${lang}-${f.name}`;
                const originalText = textOf(originals[i]);
                const value = textOf(translations[lang]?.[f.name]);
                const Control = f.multiline ? Textarea : Input;
                return (
                  <FormField
                    key={f.name}
                    id={id}
                    label={`${f.label} (${name})`}
                    error={
                      (get(errors, `translations.${lang}.${f.name}`) as { message?: string } | undefined)
                        ?.message
                    }
                    description={
                      <span className="line-clamp-3 whitespace-pre-line">
                        {original}: {originalText || '(empty)'}
                      </span>
                    }
                  >
                    <Control
                      lang={lang}
                      value={value}
                      placeholder={originalText}
                      rows={f.multiline ? 3 : undefined}
                      onChange={(e: { currentTarget: { value: string } }) =>
                        setText(lang, f.name, e.currentTarget.value)
                      }
                    />
                  </FormField>
                );
              })}
              {optionTexts.length > 0 ? (
                <fieldset className="space-y-3 rounded-md border p-4">
                  <legend className="px-1 text-sm font-medium">Option names and values ({name})</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {optionTexts.map((text, i) => {
                      const options = (translations[lang]?.options ?? {}) as Record<string, string>;
                      return (
                        <FormField
                          key={text}
                          id={`${idPrefix}-${lang}-option-${i}`}
                          label={text}
                          className="space-y-1"
                        >
                          <Input
                            lang={lang}
                            value={options[text] ?? ''}
                            placeholder={text}
                            onChange={(e) => setOption(lang, text, e.currentTarget.value)}
                          />
                        </FormField>
                      );
                    })}
                  </div>
                </fieldset>
              ) : null}
            </TabsContent>
          );
        })}
    </Tabs>
  );
}

/** `translations` with one field's text in `lang` set (blank texts are dropped by the server). */
export function withTranslation(
  translations: Translations,
  lang: string,
  field: string,
  text: string,
): Translations {
  return { ...translations, [lang]: { ...translations[lang], [field]: text } };
}

/** `translations` with one option name's or value's translation in `lang` set. */
export function withOptionTranslation(
  translations: Translations,
  lang: string,
  from: string,
  to: string,
): Translations {
  const options = (translations[lang]?.options ?? {}) as Record<string, string>;
  return { ...translations, [lang]: { ...translations[lang], options: { ...options, [from]: to } } };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The product and category lists' small marker: "Missing: de, fr" for the store's languages in
 * which the row's texts are not all translated; nothing in a one-language store or when complete.
 */
export function MissingTranslations({
  tenantId,
  own,
  translations,
}: {
  tenantId?: number;
  own: Record<string, string | null | undefined>;
  translations: Translations | null | undefined;
}) {
  const languages = translationLanguages(useStoreLanguages(tenantId).data);
  if (!languages) return null;
  const missing = missingLanguages(own, translations, languages.languages, languages.defaultLanguage);
  if (missing.length === 0) return null;
  return (
    <Badge
      variant="warning"
      title={`No translation in ${missing.map((lang) => LANGUAGE_NAMES[lang as StoreLanguage] ?? lang).join(', ')}`}
    >
      Missing: {missing.join(', ')}
    </Badge>
  );
}
