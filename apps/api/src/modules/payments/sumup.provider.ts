// SumUp through its checkouts REST API with the store's API key and merchant code (DESIGN §6).
// SumUp takes the money when the shopper pays (no separate capture), and its webhooks are
// unsigned: they only name a checkout, which we then read back from SumUp before acting.
import { minorDigits, minorToDecimal } from '@storefleet/contracts';
import type {
  PaymentProvider,
  PaymentState,
  ProviderEvent,
  ProviderPayment,
} from './payment-provider.types.ts';
import { PaymentProviderError, WebhookRejectedError } from './payments.errors.ts';
import { alreadyRefunded, refundTooLarge, refuseOtherCurrency } from './refund-guards.ts';

export type SumupKeys = { apiKey: string; merchantCode: string };

export const SUMUP_API_URL = 'https://api.sumup.com';

type SumupCheckout = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  transaction_id?: string;
  transactions?: { id: string; status: string }[];
};
type SumupTransaction = {
  simple_status?: string;
  amount?: number;
  events?: { type?: string; event_type?: string; amount?: number; status?: string }[];
};

const states: Record<string, PaymentState> = {
  PENDING: 'requires_payment',
  PAID: 'succeeded',
  FAILED: 'failed',
  EXPIRED: 'canceled',
};

/** SumUp writes amounts in major units: 12.5 EUR is 1250 minor units, 1250 JPY is 1250 (docs/decisions/0105). */
const toMinor = (major: number | undefined, currency: string) =>
  Math.round((major ?? 0) * 10 ** minorDigits(currency.toUpperCase()));

export function createSumupProvider(keys: SumupKeys, apiUrl = SUMUP_API_URL): PaymentProvider {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(new URL(path, apiUrl), {
        method,
        headers: {
          Authorization: `Bearer ${keys.apiKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new PaymentProviderError();
    }
    if (response.status === 401 || response.status === 403) {
      throw new PaymentProviderError("SumUp refused this store's API key. Check the payment settings.");
    }
    if (!response.ok)
      throw new PaymentProviderError(`SumUp could not complete the request (${response.status}).`);
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : undefined;
  }

  const transactionIdOf = (checkout: SumupCheckout) =>
    checkout.transaction_id ?? checkout.transactions?.find((t) => t.status === 'SUCCESSFUL')?.id;

  async function retrieve(id: string): Promise<ProviderPayment> {
    const checkout = await request<SumupCheckout>('GET', `/v0.1/checkouts/${encodeURIComponent(id)}`);
    if (!checkout) throw new PaymentProviderError();
    const payment: ProviderPayment = {
      id: checkout.id,
      state: states[checkout.status] ?? 'processing',
      amountMinor: toMinor(checkout.amount, checkout.currency),
      currency: checkout.currency.toUpperCase(),
      refundedMinor: 0,
      disputed: false,
    };
    const transactionId = transactionIdOf(checkout);
    if (payment.state !== 'succeeded' || !transactionId) return payment;
    const transaction = await request<SumupTransaction>(
      'GET',
      `/v0.1/me/transactions?id=${encodeURIComponent(transactionId)}`,
    );
    const refunds = (transaction?.events ?? []).filter(
      (e) => (e.type ?? e.event_type) === 'REFUND' && e.status !== 'FAILED',
    );
    const refunded = refunds.reduce((sum, e) => sum + toMinor(e.amount, checkout.currency), 0);
    payment.refundedMinor =
      transaction?.simple_status === 'REFUNDED' ? Math.max(refunded, payment.amountMinor) : refunded;
    payment.disputed = transaction?.simple_status === 'CHARGEBACK';
    return payment;
  }

  return {
    name: 'sumup',
    // SumUp saves a card only through a separate tokenisation checkout (purpose
    // SETUP_RECURRING_PAYMENT, 3-D Secure arranged with SumUp per account), not on the purchase
    // checkout itself; until that second step is built, subscriptions are not offered (ADR 0008).
    savesCards: false,
    async chargeSavedCard() {
      throw new PaymentProviderError('SumUp stores cannot charge saved cards.');
    },
    async createIntent(input) {
      const checkout = await request<SumupCheckout>('POST', '/v0.1/checkouts', {
        checkout_reference: input.reference,
        amount: Number(minorToDecimal(input.amountMinor, input.currency)),
        currency: input.currency,
        merchant_code: keys.merchantCode,
        description: input.description,
        return_url: input.webhookUrl,
        redirect_url: input.returnUrl,
      });
      if (!checkout?.id) throw new PaymentProviderError();
      // The SumUp card widget is mounted with the checkout id; it is the client's only handle.
      return { id: checkout.id, clientSecret: checkout.id };
    },
    retrieve,
    capture: retrieve,
    async cancel(id) {
      const payment = await retrieve(id);
      if (payment.state === 'requires_payment') {
        await request('DELETE', `/v0.1/checkouts/${encodeURIComponent(id)}`);
      }
    },
    // SumUp has no idempotency keys: the amount already refunded is read first instead.
    async refund(id, { amountMinor, currency, refundedBeforeMinor }) {
      const checkout = await request<SumupCheckout>('GET', `/v0.1/checkouts/${encodeURIComponent(id)}`);
      const transactionId = checkout && transactionIdOf(checkout);
      if (!transactionId) throw new PaymentProviderError('This SumUp payment has nothing to refund.');
      refuseOtherCurrency(checkout.currency, currency);
      const before = await retrieve(id);
      if (alreadyRefunded(before.refundedMinor, amountMinor, refundedBeforeMinor)) return before;
      const left = before.amountMinor - before.refundedMinor;
      if (amountMinor !== undefined && amountMinor > left) throw refundTooLarge(left, before.currency);
      const amount = Math.min(amountMinor ?? left, left);
      if (amount <= 0) return before;
      await request('POST', `/v0.1/me/refund/${encodeURIComponent(transactionId)}`, {
        amount: Number(minorToDecimal(amount, before.currency)),
      });
      return retrieve(id);
    },
    async verifyWebhook({ rawBody }): Promise<ProviderEvent> {
      let body: { event_type?: unknown; id?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejectedError('The SumUp notification is not valid JSON');
      }
      if (typeof body.id !== 'string' || !/^[\w-]{1,100}$/.test(body.id)) {
        throw new WebhookRejectedError('The SumUp notification names no checkout');
      }
      if (body.event_type !== 'CHECKOUT_STATUS_CHANGED') return { kind: 'ignored', eventId: body.id };
      return { kind: 'payment', eventId: body.id, paymentId: body.id };
    },
  };
}
