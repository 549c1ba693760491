// The new store's owner is invited by e-mail (ADR 0040): a single-use link to choose their own
// password, so the platform operator never knows or types it.
import {
  type EmailBrand,
  escapeHtml,
  type RenderedEmail,
  renderLayout,
} from '../email/email-templates.service.ts';

export function storeOwnerInviteEmail(
  brand: EmailBrand,
  input: { storeName: string; username: string; link: string; validDays: number },
): RenderedEmail {
  const title = `Welcome to ${input.storeName}`;
  const intro = `Your store ${input.storeName} is ready, and you are its owner. Choose your password to sign in to its admin with the username ${input.username}:`;
  const note = `The link works once and expires in ${input.validDays} days. If it has expired, ask for a new one with 'Forgot password' on the sign-in page.`;
  const button = `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose your password</a></p>`;
  return {
    subject: `Your store ${input.storeName} is ready: choose your password`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
    ),
    text: [title, '', intro, input.link, '', note].join('\n'),
  };
}
