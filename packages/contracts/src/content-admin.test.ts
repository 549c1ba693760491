import { describe, expect, it } from 'vitest';
import { contentKeyLabel } from './content-admin.ts';

describe('contentKeyLabel', () => {
  it.each([
    ['hero_title', 'Hero title'],
    ['footer_email', 'Footer e-mail'],
    ['returns_refunds', 'Returns & Refunds'],
    ['promo_banner.text', 'Promo banner text'],
    ['SALE-Notice', 'Sale notice'],
  ])('%s → %s', (key, label) => {
    expect(contentKeyLabel(key)).toBe(label);
  });
});
