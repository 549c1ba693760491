// The legal pages' editor rules: what is saved (trimmed HTML, empty pages refused) and which link
// addresses the toolbar accepts (only schemes the server keeps).
import { describe, expect, it } from 'vitest';
import { legalValueToSave } from './legal-pages-tab.tsx';
import { normaliseLinkAddress } from './rich-text-editor.tsx';

describe('legalValueToSave', () => {
  it("keeps the editor's HTML, trimmed", () => {
    expect(legalValueToSave('  <h2>Returns</h2><p>Within <strong>30 days</strong></p> ')).toBe(
      '<h2>Returns</h2><p>Within <strong>30 days</strong></p>',
    );
  });
  it('turns the line breaks of an older plain-text page into <br> (spec admin §5)', () => {
    expect(legalValueToSave(' Line one\nLine two ')).toBe('Line one<br>Line two');
  });
  it('is empty for an empty editor, so Save says the content is required', () => {
    expect(legalValueToSave('')).toBe('');
    expect(legalValueToSave('<p></p>')).toBe('');
    expect(legalValueToSave('<p> </p><p></p>')).toBe('');
  });
});

describe('normaliseLinkAddress', () => {
  it('accepts http(s), mailto and tel, and adds https:// to a bare domain', () => {
    expect(normaliseLinkAddress('https://example.test/returns')).toBe('https://example.test/returns');
    expect(normaliseLinkAddress('mailto:help@example.test')).toBe('mailto:help@example.test');
    expect(normaliseLinkAddress('tel:+441632960123')).toBe('tel:+441632960123');
    expect(normaliseLinkAddress(' example.test/faq ')).toBe('https://example.test/faq');
  });
  it('refuses javascript:, data: and words', () => {
    expect(normaliseLinkAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkAddress('data:text/html,x')).toBeNull();
    expect(normaliseLinkAddress('our returns page')).toBeNull();
    expect(normaliseLinkAddress('')).toBeNull();
  });
});
