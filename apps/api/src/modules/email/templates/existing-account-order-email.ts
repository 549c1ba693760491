// The e-mail to a guest whose address already has an account: the order was added to it. It holds
// a sign-in link and the 'Forgot password?' page, never a token: the account has (or can choose) its
// own password. With it, "Check your email for login details" is true for every guest (ADR 0048).
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function existingAccountOrderEmail(
  brand: EmailBrand,
  links: { signIn: string; forgotPassword: string },
): RenderedEmail {
  const title = 'Your order is in your account';
  const intro =
    'This e-mail address already has an account with us, so we added your order to it. Sign in to follow your order:';
  const forgot =
    'Forgot your password, or never chose one? Enter this e-mail address here and we will send you a link to choose a new one:';
  const note = 'If you did not place an order, you can ignore this e-mail.';
  const button = `<p><a href="${escapeHtml(links.signIn)}" style="display:inline-block;background:#111827;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Sign in</a></p>`;
  const forgotLink = `<a href="${escapeHtml(links.forgotPassword)}">Forgot password?</a>`;
  return {
    subject: `Your order was added to your ${brand.storeName} account`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      [
        `<p>${escapeHtml(intro)}</p>`,
        button,
        `<p>${escapeHtml(forgot)} ${forgotLink}</p>`,
        `<p style="color:#6b7280">${escapeHtml(note)}</p>`,
      ].join('\n'),
    ),
    text: [title, '', intro, links.signIn, '', forgot, links.forgotPassword, '', note].join('\n'),
  };
}
