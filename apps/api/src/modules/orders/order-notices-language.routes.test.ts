// The e-mails after the order in the order's language (docs/decisions/0095): a German order's
// shipping, delivery, cancellation, refund and return notices, the e-mail after an edit, the note that
// a guest's order went to an existing account, and a German subscription's renewal receipt and failed
// charge, sent by their real routes, are German from subject to last sentence, name the products and
// options in German and write money the German way; an English order's stay English.
import { sandboxTestCards } from '@storefleet/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInUsers } from '../../../test/app.ts';
import { emailOutbox, productSubscriptions, products } from '../../db/schema/index.ts';
import {
  checkoutCookieOf,
  confirmPayment,
  payInSandbox,
  type Shop,
  seedShop,
  sellInGerman,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { buyTeesAndHoodie, linesOf, postRefund } from '../refunds/refunds.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let who: Record<'owner' | 'ada', string>;
let beansId: number;

beforeAll(async () => {
  shop = await seedShop(t.db, 'notice-language');
  await sellInGerman(t.db, shop);
  const [beans] = await t.db
    .insert(products)
    .values({
      tenantId: shop.tenant.id,
      name: 'Coffee Beans',
      priceMinor: 1500,
      inStock: 100,
      hasSubscription: true,
      subscriptionPriceMinor: 1200,
      subscriptionInterval: 'monthly',
      translations: { de: { name: 'Kaffeebohnen' } },
    })
    .returning();
  beansId = beans!.id;
  who = await signInUsers(t, {
    owner: { username: 'notice-owner', password: 'owner-password', memberOf: [shop.tenant.id] },
    ada: { username: 'ada@example.com', password: 'ada-password', email: 'ada@example.com' },
  });
});

/** Two tees and a red hoodie bought by Ada on the store front in `lang`. */
const buy = async (lang: string) =>
  (await buyTeesAndHoodie(t.app, shop, 'ada@example.com', (_id, secret) => payInSandbox(t.app, secret), lang))
    .orderId;

/** The one e-mail to `to` (Ada) about `orderId` (any) whose subject has `subject` in it. */
async function mailTo(orderId: number | null, subject: string, to = 'ada@example.com') {
  const mails = await t.db
    .select()
    .from(emailOutbox)
    .where(
      and(orderId === null ? undefined : eq(emailOutbox.orderId, orderId), eq(emailOutbox.toAddress, to)),
    );
  const found = mails.filter((m) => m.subject.includes(subject));
  expect(found, `one e-mail "${subject}" among ${mails.map((m) => m.subject).join(' | ')}`).toHaveLength(1);
  // Intl writes "90,00 £" with a no-break space.
  return { ...found[0]!, text: (found[0]!.text ?? '').replace(/[\u00a0\u202f]/g, ' ') };
}

/** The words of the English notices: none may be left in a German one (names and values aside). */
const ENGLISH =
  /\b(Hi|hello|your|order|has|been|the|is|was|we|to|of|with|parcel|tracking|track|delivered|cancelled|refunded|refund|reason|items|reply|card|return|approved|updated|total|still|pay|now|subscription|renewed|payment|due|account|sign|forgot|password|added)\b/i;

function expectGerman(mail: { subject: string; text: string; html: string }) {
  // Web addresses (the carrier's tracking page) are not sentences.
  for (const part of [mail.subject, mail.text])
    expect(part.replace(/https?:\/\/\S+/g, '')).not.toMatch(ENGLISH);
  expect(mail.html).toContain('<html lang=');
}

const ship = (orderId: number) =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, who.owner, {
    carrier: 'royal_mail',
    trackingNumber: 'AB123456789GB',
  });

describe('a German order’s notices, sent by their routes', () => {
  it('ships and delivers in German, the parcel’s products named in German', async () => {
    const orderId = await buy('de');
    expect((await ship(orderId)).statusCode).toBe(201);
    const shipped = await mailTo(orderId, 'wurde versandt');
    expectGerman(shipped);
    expect(shipped.text).toContain('Hallo Ada Lovelace, gute Nachrichten');
    expect(shipped.text).toContain('- 1 × Kapuzenpulli (Größe: M, Farbe: Rot)');
    // A product with no German name keeps its own.
    expect(shipped.text).toContain('- 2 × Tee');
    expect(shipped.text).toContain('Sendungsnummer: AB123456789GB');
    expect(shipped.html).toContain('Sendung verfolgen</a>');

    const delivered = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/delivery`, who.owner, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    const mail = await mailTo(orderId, 'zugestellt');
    expectGerman(mail);
    expect(mail.text).toContain('Ihre Bestellung bei Shop notice-language wurde zugestellt.');
  });

  it('cancels in German, with the money back written the German way', async () => {
    const orderId = await buy('de');
    const res = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, who.owner, {
      reason: 'Customer asked',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(orderId, 'storniert');
    expectGerman(mail);
    expect(mail.text).toContain('90,00 £ werden Ihrer Karte wieder gutgeschrieben');
  });

  it('refunds in German, the refunded line named in German', async () => {
    const orderId = await buy('de');
    const { hoodie } = await linesOf(t.db, orderId);
    const res = await postRefund(t.app, who.owner, orderId, {
      lines: [{ orderItemId: hoodie.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo(orderId, 'Ihre Erstattung');
    expectGerman(mail);
    expect(mail.text).toContain('1 × Kapuzenpulli: 40,00 £');
    expect(mail.text).toContain('Bisher wurden 40,00 £ Ihrer Bestellung über 90,00 £ erstattet.');
  });

  it('approves a return in German, its items named in German', async () => {
    const orderId = await buy('de');
    expect((await ship(orderId)).statusCode).toBe(201);
    const { hoodie } = await linesOf(t.db, orderId);
    const asked = await callApi(t.app, 'POST', `/api/orders/${orderId}/returns`, who.ada, {
      lines: [{ orderItemId: hoodie.id, quantity: 1 }],
      reason: 'Too small',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await callApi(t.app, 'POST', `/api/admin/returns/${asked.json().id}/approve`, who.owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const mail = await mailTo(orderId, 'Rücksendung');
    expectGerman(mail);
    expect(mail.text).toContain('Artikel: 1 × Kapuzenpulli.');
  });
});

describe('a German order’s edit and account note, sent by their routes', () => {
  it('e-mails the edit in German: the lines in German, the money due the German way, its link', async () => {
    const orderId = await buy('de');
    const { tee } = await linesOf(t.db, orderId);
    const res = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/edits`, who.owner, {
      change: [{ orderItemId: tee.id, quantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(orderId, 'wurde geändert');
    expectGerman(mail);
    expect(mail.subject).toMatch(/^Ihre Bestellung #\d+ wurde geändert$/);
    expect(mail.text).toMatch(/Shop notice-language hat Ihre Bestellung #\d+ geändert\. Sie enthält jetzt:/);
    expect(mail.text).toContain('- 3 × Tee — 75,00 £');
    expect(mail.text).toContain('- 1 × Kapuzenpulli (Größe: M, Farbe: Rot) — 40,00 £');
    expect(mail.text).toContain('Neuer Gesamtbetrag: 115,00 £');
    expect(mail.text).toContain('Noch zu zahlen: 25,00 £.');
    expect(mail.text).toMatch(/Jetzt 25,00 £ bezahlen: https?:\/\//);
    expect(mail.html).toContain('<html lang="de">');

    // The store sends the link again: the payment link's own e-mail is German too.
    const sent = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/payment-link`, who.owner);
    expect(sent.statusCode, sent.body).toBe(200);
    const link = await mailTo(orderId, 'zu zahlen');
    expectGerman(link);
    expect(link.text).toMatch(
      /Ihre Bestellung #\d+ bei Shop notice-language wurde geändert, und 25,00 £ sind noch zu zahlen\./,
    );
    expect(link.text).toMatch(/Dieser Link ist gültig bis \d{1,2}\. [A-Za-zä]+ \d{4} um \d{2}:\d{2} UTC\./);
  });

  it('tells a guest in German that the order went to the account their e-mail has, the sign-in pages in German', async () => {
    // Ada has an account; buying as a guest files the order under it.
    const orderId = await buy('de');
    const mail = await mailTo(orderId, 'Konto');
    expectGerman(mail);
    expect(mail.subject).toBe('Deine Bestellung wurde deinem Konto bei Shop notice-language hinzugefügt');
    expect(mail.text).toMatch(/\/de\/login\b/);
    expect(mail.text).toMatch(/\/de\/forgot-password\b/);
    expect(mail.html).toContain('>Anmelden</a>');
  });
});

/** A subscription to the coffee beans bought on the German store front by `email`, paid with `card`. */
async function subscribeInGerman(email: string, card: string) {
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: {
      tenantId: shop.tenant.id,
      lang: 'de',
      items: [{ id: beansId, quantity: 1, purchaseType: 'subscription' }],
      customerInfo: {},
    },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json();
  expect((await payInSandbox(t.app, clientSecret, card)).statusCode).toBe(200);
  const confirmed = await confirmPayment(t.app, paymentIntentId, email, shop.tenant.id, {
    cookie: checkoutCookieOf(intent),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [sub] = await t.db
    .select()
    .from(productSubscriptions)
    .where(eq(productSubscriptions.orderId, confirmed.json().orderId));
  return sub!.id;
}

const renewNow = (subscriptionId: number) =>
  callApi(t.app, 'POST', `/api/product-subscriptions/${subscriptionId}/renew-now`, who.owner);

describe('a German subscription’s renewal e-mails, sent by "renew now"', () => {
  it('sends the receipt in German, the product named in German, the next day the German way', async () => {
    const subscriptionId = await subscribeInGerman('kunde@example.com', sandboxTestCards.success);
    const res = await renewNow(subscriptionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('renewed');
    const mail = await mailTo(res.json().orderId, 'verlängert', 'kunde@example.com');
    expectGerman(mail);
    expect(mail.subject).toMatch(/^Shop notice-language: Kaffeebohnen verlängert \(Bestellung #\d+\)$/);
    expect(mail.text).toContain('Ihr Abonnement für Kaffeebohnen wurde verlängert');
    expect(mail.text).toMatch(
      /wir haben 12,00 £ für Bestellung #\d+ von Ihrer gespeicherten Karte abgebucht/,
    );
    expect(mail.text).toMatch(/Ihre nächste Zahlung ist am \d{1,2}\. [A-Za-zä]+ \d{4} fällig\./);
    expect(mail.text).toContain('- Kaffeebohnen x 1: 12,00 £');
    expect(mail.text).toContain('Gesamt: 12,00 £');
  });

  it('tells of a refused charge in German', async () => {
    const subscriptionId = await subscribeInGerman(
      'abgelehnt@example.com',
      sandboxTestCards.declinesRenewals,
    );
    const res = await renewNow(subscriptionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('retry');
    const mail = await mailTo(null, 'fehlgeschlagen', 'abgelehnt@example.com');
    // The card provider's own reason is quoted as it gave it; the rest is German.
    const reason = mail.text.match(/wurde abgelehnt: (.*)$/m)?.[1] ?? '';
    expectGerman({ ...mail, text: mail.text.replace(reason, '') });
    expect(mail.subject).toBe('Shop notice-language: Zahlung für Kaffeebohnen fehlgeschlagen');
    expect(mail.text).toContain('Hallo Ada Lovelace, die Zahlung über 12,00 £ wurde abgelehnt: ');
    expect(mail.text).toMatch(/Wir versuchen es am \d{1,2}\. [A-Za-zä]+ \d{4} erneut\./);
  });
});

describe('an English order’s notices', () => {
  it('stay English, with the products’ own names', async () => {
    const orderId = await buy('en');
    expect((await ship(orderId)).statusCode).toBe(201);
    const mail = await mailTo(orderId, 'has shipped');
    expect(mail.text).toContain('- 1 × Hoodie (Size: M, Colour: Red)');
    expect(mail.text).toContain('Tracking number: AB123456789GB');
  });
});

describe('the owner’s own e-mail texts in the order’s language (docs/decisions/0094)', () => {
  it('a German order’s confirmation carries the German processing time and message; an English one the originals', async () => {
    const saved = await callApi(t.app, 'PUT', '/api/admin/email-settings', who.owner, {
      emailStoreName: 'Notice Shop',
      emailFromAddress: 'orders@notice.test',
      emailSupportAddress: 'help@notice.test',
      emailProcessingTime: '2-3 business days',
      emailBrandColor: '#16a34a',
      emailCustomMessage: 'Thanks for shopping small!',
      translations: {
        de: { emailProcessingTime: '2-3 Werktagen', emailCustomMessage: 'Danke für Ihren Einkauf!' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const german = await mailTo(await buy('de'), 'Ihre Bestellung');
    expect(german.text).toContain('innerhalb von 2-3 Werktagen bearbeitet');
    expect(german.text).toContain('Danke für Ihren Einkauf!');
    expect(german.html).toContain('Danke für Ihren Einkauf!');
    expect(german.text).not.toContain('Thanks for shopping small!');

    const english = await mailTo(await buy('en'), 'Your Notice Shop order');
    expect(english.text).toContain('processed within 2-3 business days');
    expect(english.text).toContain('Thanks for shopping small!');
    expect(english.text).not.toContain('Danke');
  });
});
