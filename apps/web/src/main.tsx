// The browser entry. A store page the server rendered (apps/api/src/plugins/storefront-ssr.ts) is
// hydrated: Preact (ADR 0023) adopts the markup the shopper already sees. Every other page is
// rendered here. The page's language catalogue (docs/decisions/0092) loads first, its own small chunk.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createTranslator,
  languageFromPath,
  loadCatalogue,
  readPageLanguage,
  rememberLanguage,
} from '@/lib/i18n/language.tsx';
import { App } from './app/app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const { pathname } = window.location;
const page = readPageLanguage(document, pathname);
const prefix = languageFromPath(pathname).language;
// A page in a language chosen by its address: that language is the shopper's from now on. The
// sign-in screens under a prefix (/de/login) come as the plain app page, so <html lang> is set here.
if (prefix) {
  rememberLanguage(prefix);
  document.documentElement.lang = prefix;
}

void loadCatalogue(page.language).then((catalogue) => {
  const app = (
    <StrictMode>
      <App
        page={page}
        translator={createTranslator(page.language, catalogue)}
        base={prefix ? `/${prefix}` : ''}
      />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
