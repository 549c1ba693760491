// The checkout form (spec storefront §3, §5): six required fields, and the order data built from
// them (customer name from first and last name; address, city and postcode joined by commas). The
// country comes first (docs/decisions/0100, GB unless chosen): it decides the postcode's check and
// whether a state is asked (the US); a British address reads and is sent exactly as before.
import {
  addressLines,
  type CheckoutOrderData,
  type CustomerAddress,
  countryHasState,
  DEFAULT_COUNTRY,
  isUsState,
  normalisePostcode,
  postcodeMessage,
  SHIPPING_FIELD_MESSAGES,
  STATE_MESSAGE,
} from '@storefleet/contracts';

export const checkoutFieldNames = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'state',
  'zipCode',
] as const;
export type CheckoutFieldName = (typeof checkoutFieldNames)[number];
export type CheckoutFields = Record<CheckoutFieldName, string> & { country: string };

export const emptyCheckoutFields: CheckoutFields = {
  country: DEFAULT_COUNTRY,
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** The fields the country asks for: the state only in the United States. */
export function askedFields(country: string): CheckoutFieldName[] {
  return checkoutFieldNames.filter((name) => name !== 'state' || countryHasState(country));
}

export function missingCheckoutFields(fields: CheckoutFields): CheckoutFieldName[] {
  return askedFields(fields.country).filter((name) => fields[name].trim() === '');
}

/** A plain check before the server's: something@something.tld without spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type CheckoutFieldErrors = Partial<Record<CheckoutFieldName, string>>;

/** What each empty field says under it: the spec's toast still sums them up. */
export const REQUIRED_MESSAGES: Record<Exclude<CheckoutFieldName, 'state'>, string> = {
  ...SHIPPING_FIELD_MESSAGES,
  email: 'Enter your e-mail address',
};
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com';

/** One field's message, or undefined when it is fine (the checks the server repeats). */
export function checkoutFieldError(
  name: CheckoutFieldName,
  value: string,
  country: string = DEFAULT_COUNTRY,
): string | undefined {
  if (value.trim() === '') {
    if (name === 'state') return STATE_MESSAGE;
    if (name === 'zipCode' && country === 'US') return 'Enter your ZIP code';
    return REQUIRED_MESSAGES[name];
  }
  if (name === 'email' && !looksLikeEmail(value)) return EMAIL_MESSAGE;
  if (name === 'zipCode' && normalisePostcode(country, value) === null) return postcodeMessage(country);
  if (name === 'state' && !isUsState(value.trim().toUpperCase())) return STATE_MESSAGE;
  return undefined;
}

/** Every field's message, in the form's order (the first one gets the focus). */
export function validateCheckoutFields(fields: CheckoutFields): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const name of askedFields(fields.country)) {
    const message = checkoutFieldError(name, fields[name], fields.country);
    if (message) errors[name] = message;
  }
  return errors;
}

export function orderDataFrom(fields: CheckoutFields): CheckoutOrderData {
  const f = Object.fromEntries(checkoutFieldNames.map((name) => [name, fields[name].trim()])) as Record<
    CheckoutFieldName,
    string
  >;
  const country = fields.country;
  f.zipCode = normalisePostcode(country, f.zipCode) ?? f.zipCode;
  const state = countryHasState(country) ? f.state.toUpperCase() : null;
  return {
    customerEmail: f.email,
    customerName: `${f.firstName} ${f.lastName}`,
    shippingAddress: addressLines({ address: f.address, city: f.city, zipCode: f.zipCode, country, state }),
    firstName: f.firstName,
    lastName: f.lastName,
    address: f.address,
    city: f.city,
    zipCode: f.zipCode,
    ...(country === DEFAULT_COUNTRY ? {} : { country, state }),
  };
}

/** A saved address as the checkout fills it in (contracts CustomerAddress, its shipping fields). */
export type SavedShippingAddress = Pick<
  CustomerAddress,
  'id' | 'firstName' | 'lastName' | 'address' | 'city' | 'zipCode' | 'isDefault'
> &
  Partial<Pick<CustomerAddress, 'country' | 'state'>>;

/** The form with a saved address's fields put in; the e-mail is kept, or the account's when empty. */
export function fieldsFromAddress(
  fields: CheckoutFields,
  address: SavedShippingAddress,
  accountEmail?: string | null,
): CheckoutFields {
  return {
    email: fields.email.trim() === '' && accountEmail ? accountEmail : fields.email,
    country: address.country ?? DEFAULT_COUNTRY,
    state: address.state ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    city: address.city,
    zipCode: address.zipCode,
  };
}

/** Whether the shopper has typed anything into the shipping fields yet. */
export function isUntouched(fields: CheckoutFields): boolean {
  return checkoutFieldNames.every((name) => fields[name] === '') && fields.country === DEFAULT_COUNTRY;
}
