// A local HTTP server that answers like Stripe's API for the calls our adapter makes, so the real
// `stripe` SDK is exercised end to end (DESIGN §2: offline mocks for every third party).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  receipt_email: string | null;
  latest_charge: string | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
};
type SetupIntent = {
  id: string;
  object: 'setup_intent';
  status: string;
  usage: string;
  customer: string | null;
  payment_method: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  last_setup_error: { message: string } | null;
};
type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  disputed: boolean;
  payment_intent: string;
  billing_details: { email: string | null };
};

type PaymentMethodCard = { brand: string; last4: string; exp_month: number; exp_year: number };

export type FakeStripe = {
  url: string;
  intents: Map<string, Intent>;
  setupIntents: Map<string, SetupIntent>;
  customers: Set<string>;
  /** Cards saved by a SetupIntent, by PaymentMethod id; `detached` once taken off their Customer. */
  paymentMethods: Map<string, { card: PaymentMethodCard; detached: boolean }>;
  /** Every request: method, path, form fields and the key it authenticated with. */
  requests: { method: string; path: string; form: URLSearchParams; key: string }[];
  /** The shopper's card authorises the payment (manual capture) or pays it (automatic). */
  authorise(id: string): void;
  /** The shopper's card is saved by a SetupIntent (a £0 checkout); resolves to its PaymentMethod id. */
  confirmSetup(id: string, card?: Partial<PaymentMethodCard>): string;
  /** Later off-session charges of this saved card are declined (card_error, 402). */
  declineOffSession(paymentMethodId: string): void;
  decline(id: string, message: string): void;
  refundOutside(id: string, amount: number): void;
  /** Refunds are refused with this message (invalid_request_error) until called with undefined. */
  refuseRefunds(message: string | undefined): void;
  dispute(id: string): void;
  chargeOf(id: string): Charge | undefined;
  close(): Promise<void>;
};

/** The fake of one test file: started before its tests, closed after them. */
export function useFakeStripe(): FakeStripe {
  const fake = {} as FakeStripe;
  beforeAll(async () => {
    Object.assign(fake, await startFakeStripe());
  });
  afterAll(() => fake.close());
  return fake;
}

/** A Stripe event's JSON as Stripe sends it: of `type`, about `object`, with a fresh id unless given. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}

/**
 * The event `payload` delivered to a store's Stripe webhook, signed with `secret` as Stripe signs it
 * (at `timestamp`, in seconds, when given).
 */
export function deliverStripeEvent(
  app: FastifyInstance,
  tenantId: number,
  payload: string,
  secret: string,
  timestamp?: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/webhooks/stripe/${tenantId}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    },
    payload,
  });
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const setupIntents = new Map<string, SetupIntent>();
  const customers = new Set<string>();
  const paymentMethods: FakeStripe['paymentMethods'] = new Map();
  const declining = new Set<string>();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripe['requests'] = [];
  const refusing: { message?: string } = {};
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const view = (intent: Intent, expand: boolean) =>
    expand && intent.latest_charge ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent;
  const error = (status: number, message: string, type = 'invalid_request_error') => ({
    status,
    body: { error: { type, message } },
  });

  const metadataOf = (form: URLSearchParams) =>
    Object.fromEntries(
      [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
    );
  const newCharge = (intent: Intent): Charge => {
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      disputed: false,
      payment_intent: intent.id,
      billing_details: { email: 'card.holder@example.com' },
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return charge;
  };

  /** confirm=true with a saved card and off_session: paid at once, or a 402 card_error. */
  function confirmOffSession(intent: Intent) {
    if (!intent.payment_method || !intent.customer) return error(400, 'A saved payment method is required');
    if (declining.has(intent.payment_method)) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.' };
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    newCharge(intent);
    intent.status = 'succeeded';
    return { status: 200, body: intent };
  }

  function routeSetup(method: string, path: string, form: URLSearchParams) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', metadata: metadataOf(form) };
      customers.add(customer.id);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const intent: SetupIntent = {
        id: id('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        usage: form.get('usage') ?? 'off_session',
        customer: form.get('customer'),
        payment_method: null,
        client_secret: '',
        metadata: metadataOf(form),
        last_setup_error: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
      setupIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const savedMethod = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (savedMethod) {
      const saved = paymentMethods.get(savedMethod[1]!);
      if (!saved) return error(404, 'No such PaymentMethod');
      if (savedMethod[2]) saved.detached = true;
      return {
        status: 200,
        body: { id: savedMethod[1], object: 'payment_method', type: 'card', card: saved.card },
      };
    }
    const match = /^\/v1\/setup_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (match) {
      const intent = setupIntents.get(match[1]!);
      if (!intent) return error(404, 'No such setup_intent');
      if (match[2]) intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    return undefined;
  }

  function route(method: string, path: string, form: URLSearchParams, query: URLSearchParams) {
    const setup = routeSetup(method, path, form);
    if (setup) return setup;
    const expand = [...query.entries(), ...form.entries()].some(
      ([k, v]) => k.startsWith('expand[') && v === 'latest_charge',
    );
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: Intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'gbp',
        status: 'requires_payment_method',
        capture_method: form.get('capture_method') ?? 'automatic',
        client_secret: '',
        metadata: metadataOf(form),
        last_payment_error: null,
        receipt_email: null,
        latest_charge: null,
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
        setup_future_usage: form.get('setup_future_usage'),
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
      intents.set(intent.id, intent);
      if (form.get('confirm') === 'true' && form.get('off_session') === 'true')
        return confirmOffSession(intent);
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/(capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      if (!intent) return error(404, 'No such payment_intent');
      if (method === 'GET') return { status: 200, body: view(intent, expand) };
      if (match[3] === 'capture') {
        if (intent.status !== 'requires_capture')
          return error(400, 'This PaymentIntent could not be captured');
        intent.status = 'succeeded';
      } else if (match[3] === 'cancel') {
        if (intent.status === 'succeeded') return error(400, 'You cannot cancel this PaymentIntent');
        intent.status = 'canceled';
      }
      return { status: 200, body: view(intent, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !charge || intent.status !== 'succeeded') return error(400, 'Nothing to refund');
      if (refusing.message) return error(400, refusing.message);
      const left = charge.amount - charge.amount_refunded;
      const amount = Number(form.get('amount') ?? left);
      if (amount > left)
        return error(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
      charge.amount_refunded += amount;
      return { status: 200, body: { id: id('re'), object: 'refund', amount, payment_intent: intent.id } };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = new URLSearchParams(await readBody(req));
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form, key });
    const idempotencyKey = req.headers['idempotency-key'];
    const cacheKey = typeof idempotencyKey === 'string' ? `${key}:${idempotencyKey}` : undefined;
    let reply = cacheKey ? replies.get(cacheKey) : undefined;
    if (!key.startsWith('sk_')) reply = error(401, 'Invalid API Key provided', 'authentication_error');
    reply ??= route(req.method ?? 'GET', url.pathname, form, url.searchParams);
    if (cacheKey && req.method === 'POST') replies.set(cacheKey, reply);
    res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no intent ${intentId}`);
    return intent;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    setupIntents,
    customers,
    paymentMethods,
    requests,
    authorise(intentId) {
      const intent = intentOf(intentId);
      newCharge(intent);
      // A card paid with setup_future_usage is attached to the intent's Customer.
      if (intent.setup_future_usage && intent.customer) intent.payment_method = id('pm');
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    },
    confirmSetup(setupId, card = {}) {
      const intent = setupIntents.get(setupId);
      if (!intent) throw new Error(`fake stripe: no setup intent ${setupId}`);
      intent.payment_method = id('pm');
      intent.status = 'succeeded';
      paymentMethods.set(intent.payment_method, {
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, ...card },
        detached: false,
      });
      return intent.payment_method;
    },
    declineOffSession(paymentMethodId) {
      declining.add(paymentMethodId);
    },
    decline(intentId, message) {
      const intent = intentOf(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message };
    },
    refundOutside(intentId, amount) {
      const charge = charges.get(intentOf(intentId).latest_charge ?? '');
      if (charge) charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + amount);
    },
    refuseRefunds(message) {
      refusing.message = message;
    },
    dispute(intentId) {
      const charge = charges.get(intentOf(intentId).latest_charge ?? '');
      if (charge) charge.disputed = true;
    },
    chargeOf: (intentId) => charges.get(intentOf(intentId).latest_charge ?? ''),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
