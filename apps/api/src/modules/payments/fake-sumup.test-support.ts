// A local HTTP server that answers like SumUp's checkouts and transactions API for the calls our
// adapter makes with fetch, so the adapter's real requests are exercised.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Checkout = {
  id: string;
  checkout_reference: string;
  amount: number;
  currency: string;
  merchant_code: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  return_url?: string;
  redirect_url?: string;
  transaction_id?: string;
  transactions: { id: string; status: string; amount: number }[];
};
type Transaction = {
  id: string;
  amount: number;
  simple_status: string;
  events: { type: string; amount: number; status: string }[];
};

export type FakeSumup = {
  url: string;
  checkouts: Map<string, Checkout>;
  requests: { method: string; path: string; key: string; body: unknown }[];
  pay(id: string): void;
  fail(id: string): void;
  refundOutside(id: string, amount: number): void;
  /** Refunds answer this HTTP status (e.g. 500) until called with undefined. */
  failRefunds(status: number | undefined): void;
  close(): Promise<void>;
};

const readJson = (req: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body ? JSON.parse(body) : undefined));
  });

export async function startFakeSumup(apiKey: string): Promise<FakeSumup> {
  const checkouts = new Map<string, Checkout>();
  const transactions = new Map<string, Transaction>();
  const requests: FakeSumup['requests'] = [];
  let refundFailure: number | undefined;

  function route(method: string, url: URL, body: Record<string, unknown> | undefined) {
    const path = url.pathname;
    if (method === 'POST' && path === '/v0.1/checkouts') {
      const checkout: Checkout = {
        id: randomUUID(),
        checkout_reference: String(body?.checkout_reference),
        amount: Number(body?.amount),
        currency: String(body?.currency),
        merchant_code: String(body?.merchant_code),
        status: 'PENDING',
        return_url: body?.return_url as string | undefined,
        redirect_url: body?.redirect_url as string | undefined,
        transactions: [],
      };
      checkouts.set(checkout.id, checkout);
      return { status: 201, body: checkout };
    }
    const checkoutMatch = /^\/v0\.1\/checkouts\/([\w-]+)$/.exec(path);
    if (checkoutMatch) {
      const checkout = checkouts.get(checkoutMatch[1]!);
      if (!checkout) return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Resource not found' } };
      if (method === 'DELETE') checkout.status = 'EXPIRED';
      return { status: 200, body: checkout };
    }
    if (method === 'GET' && path === '/v0.1/me/transactions') {
      const transaction = transactions.get(url.searchParams.get('id') ?? '');
      return transaction
        ? { status: 200, body: transaction }
        : { status: 404, body: { message: 'Not found' } };
    }
    const refundMatch = /^\/v0\.1\/me\/refund\/([\w-]+)$/.exec(path);
    if (method === 'POST' && refundMatch) {
      const transaction = transactions.get(refundMatch[1]!);
      if (!transaction) return { status: 404, body: { message: 'Not found' } };
      if (refundFailure) return { status: refundFailure, body: { message: 'Refund failed' } };
      refund(transaction, Number(body?.amount ?? transaction.amount));
      return { status: 204, body: undefined };
    }
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  }

  function refund(transaction: Transaction, amount: number) {
    transaction.events.push({ type: 'REFUND', amount, status: 'SUCCESSFUL' });
    const refunded = transaction.events.reduce((sum, e) => sum + e.amount, 0);
    if (refunded >= transaction.amount) transaction.simple_status = 'REFUNDED';
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = (await readJson(req)) as Record<string, unknown> | undefined;
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, key, body });
    const reply =
      key === apiKey
        ? route(req.method ?? 'GET', url, body)
        : { status: 401, body: { message: 'Unauthorized' } };
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const checkoutOf = (id: string) => {
    const checkout = checkouts.get(id);
    if (!checkout) throw new Error(`fake sumup: no checkout ${id}`);
    return checkout;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    checkouts,
    requests,
    pay(id) {
      const checkout = checkoutOf(id);
      const transaction: Transaction = {
        id: randomUUID(),
        amount: checkout.amount,
        simple_status: 'SUCCESSFUL',
        events: [],
      };
      transactions.set(transaction.id, transaction);
      checkout.status = 'PAID';
      checkout.transaction_id = transaction.id;
      checkout.transactions.push({ id: transaction.id, status: 'SUCCESSFUL', amount: checkout.amount });
    },
    fail(id) {
      const checkout = checkoutOf(id);
      checkout.status = 'FAILED';
      checkout.transactions.push({ id: randomUUID(), status: 'FAILED', amount: checkout.amount });
    },
    refundOutside(id, amount) {
      const transaction = transactions.get(checkoutOf(id).transaction_id ?? '');
      if (transaction) refund(transaction, amount);
    },
    failRefunds(status) {
      refundFailure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
