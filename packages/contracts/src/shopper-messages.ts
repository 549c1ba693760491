// The API's messages a shopper reads (discount codes, checkout, stock) and their stable reasons
// (docs/decisions/0095). The API answers each such error with its English `message`, exactly the
// spec's, and beside it `reason` (a stable name) and `params` (the message's variable parts); the
// store front shows `message` on an English page and its catalogue's `apiError.<reason>` text, with
// `params`, on the others. The templates are the messages as the API writes them: recognising a
// message by its template gives every path the same reason, stored messages (a checkout closed
// after the payment) included.
import { SUBSCRIPTIONS_UNAVAILABLE_MESSAGE } from './product-subscription-pricing.ts';

/** Each reason's English message; `{{name}}` marks a variable part. */
export const shopperMessageTemplates = {
  discount_not_valid: 'This discount code is not valid',
  discount_expired: 'This discount code has expired',
  discount_not_active_yet: 'This discount code is not active yet',
  discount_used_up: 'This discount code has been used up',
  discount_already_used: 'You have already used this discount code',
  discount_min_subtotal: 'Spend £{{amount}} or more to use this code',
  out_of_stock: '"{{name}}" is out of stock',
  only_left: 'Only {{available}} of "{{name}}" left',
  no_longer_available: '"{{name}}" is no longer available',
  choose_valid_option: 'Please choose a valid option for "{{name}}"',
  select_options: 'Please select: {{options}} for "{{name}}"',
  not_sold_as_subscription: '"{{name}}" is not sold as a subscription',
  sold_only_as_subscription: '"{{name}}" is sold only as a subscription',
  shipping_option_gone: 'The chosen shipping option is no longer available',
  total_above_zero: 'The order total must be more than £0.00',
  checkout_closed: 'This checkout has already been closed.',
  sold_out_cancelled:
    'Sorry, "{{name}}" sold out while you were paying, so no order was placed. Your payment has been cancelled, so you have not been charged.',
  sold_out_refunded:
    'Sorry, "{{name}}" sold out while you were paying, so no order was placed. Your payment has been refunded.',
  subscriptions_unavailable: SUBSCRIPTIONS_UNAVAILABLE_MESSAGE,
  current_password_wrong: 'Your current password is not correct',
  card_invalid: 'Your card number is invalid.',
  card_expired: 'Your card has expired.',
  card_declined: 'Your card was declined.',
  card_insufficient_funds: 'Your card has insufficient funds.',
  // Shipping abroad (docs/decisions/0100): the store front says the country in the page's language.
  not_shipped_to: "We don't ship to {{country}} yet",
  option_not_offered: '{{option}} does not deliver to {{country}}: choose a shipping option offered there',
  rate_too_heavy: '{{option}} does not take an order this heavy: choose another shipping option',
  rate_unweighed:
    '{{option}} is priced by weight and "{{name}}" has no weight yet: choose another shipping option or contact the store',
  rate_wrong_value: '{{option}} does not take an order of this value: choose another shipping option',
  // A business buyer's VAT number at checkout (docs/decisions/0101), checked by its format only.
  vat_number_format: 'Enter a VAT number with its country prefix, such as DE123456789 or FR12345678901',
  vat_number_country: 'The VAT number must be one from {{country}}, starting with {{prefix}}',
  // Returns: the store front says the day in the page's language.
  return_window_closed: 'The {{days}}-day return window for this order closed on {{date}}',
} as const;

export type ShopperMessageReason = keyof typeof shopperMessageTemplates;
export type ShopperMessage = { reason: ShopperMessageReason; params: Record<string, string> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let matchers: { reason: ShopperMessageReason; pattern: RegExp; names: string[] }[] | undefined;

/** The reason and variable parts of one of the API's shopper messages, or null for any other text. */
export function shopperMessageOf(message: string): ShopperMessage | null {
  matchers ??= Object.entries(shopperMessageTemplates).map(([reason, template]) => {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
    const body = template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    return { reason: reason as ShopperMessageReason, pattern: new RegExp(`^${body}$`, 's'), names };
  });
  for (const { reason, pattern, names } of matchers) {
    const found = pattern.exec(message);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = found[index + 1] ?? '';
    });
    return { reason, params };
  }
  return null;
}

/** A template with its variable parts filled in (the API's English message). */
export function shopperMessageText(
  reason: ShopperMessageReason,
  params: Record<string, string> = {},
): string {
  return shopperMessageTemplates[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
