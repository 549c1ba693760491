// The API's messages in the page's language (docs/decisions/0095): an error the shopper reads comes
// with its English `message` and a stable `reason` (discount codes, stock, checkout, card refusals).
// An English page shows the message as the API wrote it; another language shows its catalogue's
// `apiError.<reason>` text with the message's `params`. Anything else shows the API's message.
import { MIN_PASSWORD_LENGTH } from '@storefleet/contracts';
import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useLanguage, useT } from './language.tsx';
import type { CatalogueKey } from './locales/en.ts';

/** `error`'s message in `language`, through `t`; `fallback` when it carries none. */
export function apiMessageIn(language: string, t: TFunction, error: unknown, fallback?: string): string {
  if (language !== 'en' && error instanceof ApiError && error.reason) {
    const key = `apiError.${error.reason}`;
    const text = t(key, error.params ?? {}) as string;
    if (text && text !== key) return text;
  }
  return errorMessage(error, fallback);
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
};

/** A form field's message (from a shared zod schema, in English) in the page's language. */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  return (message) => {
    const key = message === undefined ? undefined : formMessageKeys[message];
    return key ? t(key, { min: MIN_PASSWORD_LENGTH }) : message;
  };
}
