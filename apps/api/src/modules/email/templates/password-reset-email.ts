// The password-reset e-mail: a single-use link to choose a new password, valid for one hour.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function passwordResetEmail(
  brand: EmailBrand,
  username: string,
  link: string,
  validMinutes: number,
): RenderedEmail {
  const title = 'Reset your password';
  const intro = `Someone asked to reset the password of the account ${username}. If it was you, choose a new password:`;
  const validFor =
    validMinutes % 60 === 0
      ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}`
      : `${validMinutes} minutes`;
  const note = `The link works once and expires in ${validFor}. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>`;
  return {
    subject: `Reset your password for ${brand.storeName}`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
    ),
    text: [title, '', intro, link, '', note].join('\n'),
  };
}
