// The API's messages in the page's language (docs/decisions/0095): an error the shopper reads comes
// with its English `message` and a stable `reason` (discount codes, stock, checkout, card refusals).
// An English page shows the message as the API wrote it; another language shows its catalogue's
// `apiError.<reason>` text with the message's `params`. Anything else shows the API's message.
import {
  COUNTRIES,
  MIN_PASSWORD_LENGTH,
  postcodeMessage,
  SHIPPING_FIELD_MESSAGES,
  STATE_MESSAGE,
  shopperMessageOf,
  UK_POSTCODE_MESSAGE,
} from '@storefleet/contracts';
import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useLanguage, useT } from './language.tsx';
import type { CatalogueKey } from './locales/en.ts';

/** `error`'s message in `language`, through `t`; `fallback` when it carries none. */
export function apiMessageIn(language: string, t: TFunction, error: unknown, fallback?: string): string {
  if (language !== 'en' && error instanceof ApiError && error.reason) {
    const key = `apiError.${error.reason}`;
    const text = t(key, localParams(error.params ?? {}, language)) as string;
    if (text && text !== key) return text;
  }
  return errorMessage(error, fallback);
}

/**
 * A message's variable parts in `language`: a country the API named in English by that language's
 * name for it, a day by that language's long date.
 */
function localParams(params: Record<string, string>, language: string): Record<string, string> {
  const out = { ...params };
  const code = params.country && Object.keys(COUNTRIES).find((c) => COUNTRIES[c]?.name === params.country);
  if (code) out.country = new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? params.country!;
  const day = params.date ? new Date(params.date) : undefined;
  if (day && !Number.isNaN(day.getTime()))
    out.date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(day);
  return out;
}

/** One of the API's shopper messages kept as text (a refusal in an answer, not an error) in `language`. */
export function shopperTextIn(message: string, language: string, t: TFunction): string {
  const found = language === 'en' ? null : shopperMessageOf(message);
  if (!found) return message;
  const key = `apiError.${found.reason}`;
  const text = t(key, localParams(found.params, language)) as string;
  return text && text !== key ? text : message;
}

/** The page's way of saying such a text. */
export function useShopperText(): (message: string) => string {
  const t = useT();
  const { language } = useLanguage();
  return (message) => shopperTextIn(message, language, t as TFunction);
}

/** The page's way of saying an API error to the shopper. */
export function useApiMessage(): (error: unknown, fallback?: string) => string {
  const t = useT();
  const { language } = useLanguage();
  return (error, fallback) => apiMessageIn(language, t as TFunction, error, fallback);
}

/** The shared schemas' field messages the sign-in screens show, by their English text. */
const formMessageKeys: Record<string, CatalogueKey> = {
  'Username is required': 'auth.usernameRequired',
  'Password is required': 'auth.passwordRequired',
  'Enter your username or e-mail address': 'forgot.required',
  'Passwords do not match': 'newPassword.mismatch',
  'Enter your current password': 'changePassword.currentRequired',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: 'newPassword.tooShort',
  // The shipping address's, at checkout and in the address book (contracts addresses.ts, countries.ts).
  [SHIPPING_FIELD_MESSAGES.firstName]: 'formError.firstName',
  [SHIPPING_FIELD_MESSAGES.lastName]: 'formError.lastName',
  [SHIPPING_FIELD_MESSAGES.address]: 'formError.address',
  [SHIPPING_FIELD_MESSAGES.city]: 'formError.city',
  [SHIPPING_FIELD_MESSAGES.zipCode]: 'formError.zipCode',
  // The checkout's own (features/checkout/checkout-fields.ts; its test checks they are known here).
  'Enter your e-mail address': 'formError.email',
  'Enter an e-mail address like name@example.com': 'formError.emailFormat',
  'Enter your ZIP code': 'formError.zipRequired',
  [UK_POSTCODE_MESSAGE]: 'formError.ukPostcode',
  [postcodeMessage('US')]: 'formError.usZip',
  [STATE_MESSAGE]: 'formError.state',
};

/** Another country's postcode message, by the country it names: its name and example in `language`. */
function postcodeMessageIn(message: string, language: string, t: TFunction) {
  const code = Object.keys(COUNTRIES).find((c) => postcodeMessage(c) === message);
  const example = code ? COUNTRIES[code]?.postcode.example : undefined;
  if (!code || !example) return undefined;
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  return t('formError.postcodeFor', { country, example }) as string;
}

/** A form field's message (from a shared zod schema or the checkout's checks, in English) in `language`. */
export function formMessageIn(
  message: string | undefined,
  language: string,
  t: TFunction,
): string | undefined {
  if (message === undefined || language === 'en') return message;
  const key = formMessageKeys[message];
  if (key) return t(key, { min: MIN_PASSWORD_LENGTH }) as string;
  return postcodeMessageIn(message, language, t) ?? message;
}

/** A form field's message (from a shared zod schema, in English) in the page's language. */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  const { language } = useLanguage();
  return (message) => formMessageIn(message, language, t as TFunction);
}
