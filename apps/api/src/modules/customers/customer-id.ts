// A customer's id on the Customers screen (ADR 0028): the lower-cased e-mail address in base64url.
// Stable, URL-safe, needs no table, and the same whether or not the person has an account.

export function customerIdOf(emailKey: string): string {
  return Buffer.from(emailKey, 'utf8').toString('base64url');
}

/** The lower-cased e-mail an id stands for, or undefined when it is not one this screen gave out. */
export function emailKeyOf(customerId: string): string | undefined {
  const key = Buffer.from(customerId, 'base64url').toString('utf8');
  // Node decodes leniently (stray characters, padding bits): only the canonical spelling counts.
  return key.includes('@') && customerIdOf(key) === customerId && key === key.toLowerCase() ? key : undefined;
}
