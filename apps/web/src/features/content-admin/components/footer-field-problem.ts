// What stops a footer field from saving: an e-mail that is not an address (a shopper's mail link
// would go nowhere). An empty field is fine: it removes the entry.
import { contentKeys } from '@storefleet/contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FOOTER_EMAIL_MESSAGE = 'Enter an e-mail address such as hello@yourstore.com';

/** The message to show instead of saving, or null when the value may be saved. */
export function footerFieldProblem(key: string, value: string): string | null {
  const text = value.trim();
  if (key === contentKeys.footerEmail && text && !EMAIL.test(text)) return FOOTER_EMAIL_MESSAGE;
  return null;
}
