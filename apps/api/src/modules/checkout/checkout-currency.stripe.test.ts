// A checkout in euros through Stripe (the real SDK against the local fake, docs/decisions/0105): the
// intent is opened in EUR for the euro total, the order keeps EUR and its rate, and a refund of part
// of it goes back to Stripe in the order's own minor units.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInUsers } from '../../../test/app.ts';
import { storeCurrencies } from '../../db/schema/index.ts';
import { linesOf, orderRow, postRefund } from '../refunds/refunds.test-support.ts';
import {
  confirmPayment,
  createIntent,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  storeGatewayKeys,
  stripeKeys,
  useStripeCheckoutTestApp,
} from './checkout.test-support.ts';

const KEYS = stripeKeys('currency');
const { fake, t } = useStripeCheckoutTestApp(KEYS);
let shop: Shop;
let owner: string;

beforeAll(async () => {
  shop = await seedShop(t.db, 'currency-stripe');
  await storeGatewayKeys(t.db, t.config, shop.tenant.id, KEYS);
  await t.db
    .insert(storeCurrencies)
    .values({ tenantId: shop.tenant.id, currency: 'EUR', rate: '1.2', rounding: 'exact' });
  ({ owner } = await signInUsers(t, {
    owner: { username: 'currency-owner', password: 'currency-owner-pass', memberOf: [shop.tenant.id] },
  }));
});

describe('Stripe charged in the shopper’s currency', () => {
  it('opens the intent in EUR for the euro total, and refunds in euros', async () => {
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      currency: 'EUR',
      items: [
        { id: shop.tee.id, quantity: 2 },
        { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
      ],
    });
    expect(intent.statusCode, intent.body).toBe(200);
    // £25.00 × 1.2 = €30.00 twice, £40.00 × 1.2 = €48.00.
    expect(intent.json()).toMatchObject({ provider: 'stripe', currency: 'EUR', amount: '108.00' });
    const { paymentIntentId } = intent.json();
    const opened = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.get('amount') === '10800',
    );
    expect(opened?.form.get('currency')).toBe('eur');

    await sendCheckoutDetails(t.app, paymentIntentId, {
      customerEmail: 'ines@example.com',
      customerName: 'Inès Martin',
      shippingAddress: '12 Analytical Row, London, SW1A 1AA',
    });
    fake.authorise(paymentIntentId);
    const confirmed = await confirmPayment(t.app, paymentIntentId, 'ines@example.com', shop.tenant.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderId = confirmed.json().orderId as number;
    expect(await orderRow(t.db, orderId)).toMatchObject({ currency: 'EUR', totalMinor: 10800 });

    const { hoodie } = await linesOf(t.db, orderId);
    const refund = await postRefund(t.app, owner, orderId, {
      lines: [{ orderItemId: hoodie.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').at(-1);
    expect(sent?.form.get('amount')).toBe('4800');
    expect(fake.chargeOf(paymentIntentId)!.amount_refunded).toBe(4800);
    expect(await orderRow(t.db, orderId)).toMatchObject({ currency: 'EUR', refundedMinor: 4800 });
  });
});
