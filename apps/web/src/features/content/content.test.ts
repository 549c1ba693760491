import { describe, expect, it } from 'vitest';
import { contentValue } from './content.ts';

describe('contentValue', () => {
  const entries = [
    { key: 'hero_title', value: '  Winter Sale  ' },
    { key: 'hero_subtitle', value: '' },
    { key: 'footer_phone', value: '+44 1632 960123' },
  ];

  it("reads a store's value, trimmed", () => {
    expect(contentValue(entries, 'hero_title')).toBe('Winter Sale');
    expect(contentValue(entries, 'footer_phone')).toBe('+44 1632 960123');
  });

  it("falls back to the spec's defaults, and to nothing for footer details", () => {
    expect(contentValue([], 'hero_title')).toBe('Premium Merchandise Collection');
    expect(contentValue(entries, 'hero_button_text')).toBe('Explore Collection');
    expect(contentValue(entries, 'hero_subtitle')).toBe('Discover quality merchandise, made to last.');
    expect(contentValue(undefined, 'footer_address')).toBe('');
    expect(contentValue(entries, 'store_logo')).toBe('');
  });
});
