// The plain e-mails Storefleet itself sends a store's owner (a receipt, a failed charge, a plan's
// limit reached): Storefleet's own brand, not the store's; each line a paragraph.
import { escapeHtml, type RenderedEmail, renderLayout } from '../email/email-templates.service.ts';

/** `subject` and `lines` as Storefleet's e-mail; the text part names `storeName` under the subject when given. */
export function platformEmail(subject: string, lines: string[], storeName?: string): RenderedEmail {
  return {
    subject,
    html: renderLayout(
      { storeName: 'Storefleet', brandColor: '#16a34a' },
      subject,
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    ),
    text: [subject, '', ...(storeName === undefined ? [] : [`Store: ${storeName}`, '']), ...lines].join('\n'),
  };
}
