// The whole web app: providers around the router. A store page in another language than its
// store's default is mounted under its /{lang} prefix (docs/decisions/0092): every link inside keeps it.
import type { i18n as I18n } from 'i18next';
import { Router } from 'wouter';
import { LanguageProvider, type PageLanguage } from '@/lib/i18n/language.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App({ page, translator, base }: { page: PageLanguage; translator: I18n; base: string }) {
  const routes = <AppRouter />;
  return (
    <AppProvider>
      <LanguageProvider page={page} translator={translator}>
        {base ? <Router base={base}>{routes}</Router> : routes}
      </LanguageProvider>
    </AppProvider>
  );
}
