// Reading site content entries (spec storefront §3): a value by key, with the spec's defaults.
import type { ContentEntry } from '@storefleet/contracts';

export type ContentKey =
  | 'site_title'
  | 'store_logo'
  | 'hero_title'
  | 'hero_subtitle'
  | 'hero_button_text'
  | 'hero_image'
  | 'footer_company_name'
  | 'footer_address'
  | 'footer_phone'
  | 'footer_email'
  | 'terms_conditions'
  | 'returns_refunds';

/**
 * Defaults for keys a store has not filled in. Spec §3 gives the hero's; the rest of the spec's
 * "placeholder store values" are not shown to shoppers (a made-up address or phone number would
 * mislead), so those parts of the footer are simply left out.
 */
export const contentDefaults: Partial<Record<ContentKey, string>> = {
  site_title: 'Merch Store',
  hero_title: 'Premium Merchandise Collection',
  hero_subtitle: 'Discover quality merchandise, made to last.',
  hero_button_text: 'Explore Collection',
};

/** The trimmed value of a key, else its default, else ''. */
export function contentValue(entries: readonly ContentEntry[] | undefined, key: ContentKey): string {
  const value = entries?.find((entry) => entry.key === key)?.value.trim();
  return value || contentDefaults[key] || '';
}
