// The invitation to join a store's team (ADR 0030): a single-use link to accept it, never a password.
import { type EmailBrand, type RenderedEmail, singleLinkEmail } from './layout.ts';

export function teamInviteEmail(
  brand: EmailBrand,
  input: { storeName: string; roleLabel: string; link: string; validDays: number },
): RenderedEmail {
  return singleLinkEmail(
    brand,
    {
      subject: `You are invited to join ${input.storeName}`,
      title: `Join ${input.storeName}`,
      intro: `You have been invited to help run ${input.storeName} as ${input.roleLabel}. Accept the invitation to choose a password, or sign in with the account you already have:`,
      button: 'Accept the invitation',
      note: `The link works once and expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
    },
    input.link,
  );
}
