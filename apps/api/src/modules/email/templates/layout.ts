// The frame every e-mail shares: simple, readable HTML with the store's name and brand colour, and
// a plain-text twin. Every value from a person is escaped.
export type EmailBrand = {
  storeName: string;
  /** The header's background. */
  brandColor: string;
  /** The header's text on it; white when not given. */
  brandTextColor?: string;
  logoUrl?: string | null;
  customMessage?: string | null;
};

export type RenderedEmail = { subject: string; html: string; text: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const safeColor = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#16a34a');
const safeUrl = (url: string | null | undefined) => (url && /^https?:\/\//.test(url) ? url : null);

/** `bodyHtml` must already be escaped HTML; `lang`: the language it is written in. */
export function renderLayout(brand: EmailBrand, title: string, bodyHtml: string, lang = 'en'): string {
  const color = safeColor(brand.brandColor);
  const textColor =
    brand.brandTextColor && /^#[0-9a-fA-F]{6}$/.test(brand.brandTextColor) ? brand.brandTextColor : '#ffffff';
  const logo = safeUrl(brand.logoUrl);
  const message = brand.customMessage
    ? `<p style="color:#4b5563">${escapeHtml(brand.customMessage)}</p>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="background:${color};color:${textColor};padding:20px 24px">
${logo ? `<img src="${escapeHtml(logo)}" alt="" style="max-height:40px;display:block;margin-bottom:8px">` : ''}
<strong style="font-size:18px">${escapeHtml(brand.storeName)}</strong>
</div>
<div style="padding:24px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
${message}
</div></div></body></html>`;
}

/** A link drawn as a button: the account e-mails' one thing to press. */
export function linkButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/**
 * An account e-mail whose point is one single-use link (choose a password, reset it, join a team):
 * the intro, the link as a button and a note on how long it works; the text part gives the link in
 * full. The store's custom message is left out: it speaks of orders, not accounts.
 */
export function singleLinkEmail(
  brand: EmailBrand,
  words: { subject: string; title: string; intro: string; button: string; note: string },
  link: string,
  lang?: string,
): RenderedEmail {
  return {
    subject: words.subject,
    html: renderLayout(
      { ...brand, customMessage: null },
      words.title,
      `<p>${escapeHtml(words.intro)}</p>\n${linkButton(link, words.button)}\n<p style="color:#6b7280">${escapeHtml(words.note)}</p>`,
      lang,
    ),
    text: [words.title, '', words.intro, link, '', words.note].join('\n'),
  };
}
