// The invitation to join a store's team (ADR 0030): a single-use link to accept it, never a password.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function teamInviteEmail(
  brand: EmailBrand,
  input: { storeName: string; roleLabel: string; link: string; validDays: number },
): RenderedEmail {
  const title = `Join ${input.storeName}`;
  const intro = `You have been invited to help run ${input.storeName} as ${input.roleLabel}. Accept the invitation to choose a password, or sign in with the account you already have:`;
  const note = `The link works once and expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.`;
  const button = `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Accept the invitation</a></p>`;
  return {
    subject: `You are invited to join ${input.storeName}`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${button}\n<p style="color:#6b7280">${escapeHtml(note)}</p>`,
    ),
    text: [title, '', intro, input.link, '', note].join('\n'),
  };
}
