// The checkout form (spec storefront §3, §5): six required fields, and the order data built from
// them (customer name from first and last name; address, city and postcode joined by commas).
import {
  type CheckoutOrderData,
  type CustomerAddress,
  normaliseUkPostcode,
  SHIPPING_FIELD_MESSAGES,
  UK_POSTCODE_MESSAGE,
} from '@storefleet/contracts';

export const checkoutFieldNames = ['firstName', 'lastName', 'email', 'address', 'city', 'zipCode'] as const;
export type CheckoutFieldName = (typeof checkoutFieldNames)[number];
export type CheckoutFields = Record<CheckoutFieldName, string>;

export const emptyCheckoutFields: CheckoutFields = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  zipCode: '',
};

export function missingCheckoutFields(fields: CheckoutFields): CheckoutFieldName[] {
  return checkoutFieldNames.filter((name) => fields[name].trim() === '');
}

/** A plain check before the server's: something@something.tld without spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type CheckoutFieldErrors = Partial<Record<CheckoutFieldName, string>>;

/** What each empty field says under it: the spec's toast still sums them up. */
export const REQUIRED_MESSAGES: Record<CheckoutFieldName, string> = {
  ...SHIPPING_FIELD_MESSAGES,
  email: 'Enter your e-mail address',
};
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com';

/** One field's message, or undefined when it is fine (the checks the server repeats). */
export function checkoutFieldError(name: CheckoutFieldName, value: string): string | undefined {
  if (value.trim() === '') return REQUIRED_MESSAGES[name];
  if (name === 'email' && !looksLikeEmail(value)) return EMAIL_MESSAGE;
  if (name === 'zipCode' && normaliseUkPostcode(value) === null) return UK_POSTCODE_MESSAGE;
  return undefined;
}

/** Every field's message, in the form's order (the first one gets the focus). */
export function validateCheckoutFields(fields: CheckoutFields): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const name of checkoutFieldNames) {
    const message = checkoutFieldError(name, fields[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

export function orderDataFrom(fields: CheckoutFields): CheckoutOrderData {
  const f = Object.fromEntries(
    checkoutFieldNames.map((name) => [name, fields[name].trim()]),
  ) as CheckoutFields;
  f.zipCode = normaliseUkPostcode(f.zipCode) ?? f.zipCode;
  return {
    customerEmail: f.email,
    customerName: `${f.firstName} ${f.lastName}`,
    shippingAddress: [f.address, f.city, f.zipCode].join(', '),
    firstName: f.firstName,
    lastName: f.lastName,
    address: f.address,
    city: f.city,
    zipCode: f.zipCode,
  };
}

/** "MM/YY", "MM / YYYY" or "MMYY" → month and four-digit year; null when it is not a date. */
export function parseCardExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A saved address as the checkout fills it in (contracts CustomerAddress, its shipping fields). */
export type SavedShippingAddress = Pick<
  CustomerAddress,
  'id' | 'firstName' | 'lastName' | 'address' | 'city' | 'zipCode' | 'isDefault'
>;

/** The form with a saved address's fields put in; the e-mail is kept, or the account's when empty. */
export function fieldsFromAddress(
  fields: CheckoutFields,
  address: SavedShippingAddress,
  accountEmail?: string | null,
): CheckoutFields {
  return {
    email: fields.email.trim() === '' && accountEmail ? accountEmail : fields.email,
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    city: address.city,
    zipCode: address.zipCode,
  };
}

/** Whether the shopper has typed anything into the shipping fields yet. */
export function isUntouched(fields: CheckoutFields): boolean {
  return checkoutFieldNames.every((name) => fields[name] === '');
}
