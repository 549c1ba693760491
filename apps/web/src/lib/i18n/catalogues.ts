// All six catalogues at once: for the server renderer and tests only. The browser loads one
// language's catalogue on its own (language.tsx loadCatalogue), never this module.
import type { StoreLanguage } from '@storefleet/contracts';
import de from './locales/de.ts';
import en, { type Catalogue } from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import nl from './locales/nl.ts';

export const catalogues: Record<StoreLanguage, Catalogue> = { en, de, fr, es, nl, it };
