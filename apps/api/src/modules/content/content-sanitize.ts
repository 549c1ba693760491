// What a stored content value may contain (spec admin §5: legal pages are HTML). HTML is cleaned
// on save with sanitize-html (no scripts, event handlers, styles or javascript: links); the store
// front cleans again on render with DOMPurify, so neither layer alone has to be perfect. How a key
// is rendered decides the cleaning, not the type it is saved with: a legal page saved as `text` is
// still rendered as HTML.
import { contentKeys } from '@storefleet/contracts';
import type sanitizeHtml from 'sanitize-html';
import { BadRequestError } from '../../lib/errors.ts';

let sanitizer: Promise<(html: string) => string> | undefined;

/** sanitize-html (with htmlparser2 and postcss) is loaded with the first HTML saved, not at start. */
function loadSanitizer(): Promise<(html: string) => string> {
  sanitizer ??= import('sanitize-html').then(({ default: sanitize }) => {
    const htmlOptions: sanitizeHtml.IOptions = {
      allowedTags: [...sanitize.defaults.allowedTags.filter((tag) => tag !== 'iframe'), 'img', 'span'],
      allowedAttributes: {
        a: ['href', 'name', 'title', 'target', 'rel'],
        img: ['src', 'alt', 'title', 'width', 'height'],
        '*': ['id', 'class'],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowedSchemesByTag: { img: ['http', 'https'] },
      allowProtocolRelative: false,
      disallowedTagsMode: 'discard',
      transformTags: {
        a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
      },
    };
    return (html: string) => sanitize(html, htmlOptions).trim();
  });
  return sanitizer;
}

export async function sanitizeContentHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/** A url value is an http(s) address or a path on this site (uploads), never javascript: or data:. */
export function checkContentUrl(value: string): string {
  const url = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url)) return url;
  throw new BadRequestError('A url value must start with http://, https:// or /');
}

/** Keys the store front renders as HTML (the policy pages). */
const htmlRenderedKeys: ReadonlySet<string> = new Set([
  contentKeys.termsConditions,
  contentKeys.returnsRefunds,
]);
/** Keys the store front uses as an image address. */
const urlRenderedKeys: ReadonlySet<string> = new Set([contentKeys.heroImage, contentKeys.storeLogo]);

export async function cleanContentValue(entry: {
  key: string;
  type: string;
  value: string;
}): Promise<string> {
  const { key, type, value } = entry;
  if (type === 'html' || htmlRenderedKeys.has(key)) {
    const clean = await sanitizeContentHtml(value);
    if (!clean) throw new BadRequestError('Content value is required');
    return clean;
  }
  if (type === 'url' || urlRenderedKeys.has(key)) return checkContentUrl(value);
  return value;
}
