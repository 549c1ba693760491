// The store front's language switcher (docs/decisions/0092): shown when the store offers more than
// one language. Choosing one remembers it in the sf_lang cookie and loads the same page's address in
// that language (a full load: the server renders it and the page downloads only that catalogue).
import type { StoreLanguage } from '@storefleet/contracts';
import { useLocation, useSearch } from 'wouter';
import { StoreLanguageSelect } from '@/components/translations/store-language-select.tsx';
import { languageHref, rememberLanguage, useLanguage, useT } from '@/lib/i18n/language.tsx';

/**
 * One switcher per page, in the footer. A fixed id, not useId: Preact numbers useId calls in render
 * order, and one more call in the footer would move the product cards' ids between a page the
 * server drew and one drawn in the browser (ADR 0023).
 */
const SWITCHER_ID = 'store-language';

export function LanguageSwitcher() {
  const { language, languages, defaultLanguage } = useLanguage();
  const [location] = useLocation();
  const search = useSearch();
  const t = useT();
  if (languages.length < 2) return null;
  const choose = (next: StoreLanguage) => {
    rememberLanguage(next);
    const path = languageHref(location, next, defaultLanguage);
    window.location.assign(search ? `${path}?${search}` : path);
  };
  return (
    <p className="flex items-center gap-2">
      <label htmlFor={SWITCHER_ID}>{t('footer.language')}</label>
      <StoreLanguageSelect id={SWITCHER_ID} value={language} languages={languages} onChoose={choose} />
    </p>
  );
}
