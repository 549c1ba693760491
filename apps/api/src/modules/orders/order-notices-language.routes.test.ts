// The e-mails after the order in the order's language (docs/decisions/0095): a German order's
// shipping, delivery, cancellation, refund and return notices, sent by their real routes, are German
// from subject to last sentence, name the products and options in German and write money the German
// way; an English order's stay English.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInUsers } from '../../../test/app.ts';
import { emailOutbox, products, tenants } from '../../db/schema/index.ts';
import { payInSandbox, type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { buyTeesAndHoodie, linesOf, postRefund } from '../refunds/refunds.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let who: Record<'owner' | 'ada', string>;

beforeAll(async () => {
  shop = await seedShop(t.db, 'notice-language');
  await t.db
    .update(tenants)
    .set({ languages: ['en', 'de'] })
    .where(eq(tenants.id, shop.tenant.id));
  await t.db
    .update(products)
    .set({
      translations: {
        de: { name: 'Kapuzenpulli', options: { Size: 'Größe', Colour: 'Farbe', Red: 'Rot' } },
      },
    })
    .where(eq(products.id, shop.hoodie.id));
  who = await signInUsers(t, {
    owner: { username: 'notice-owner', password: 'owner-password', memberOf: [shop.tenant.id] },
    ada: { username: 'ada@example.com', password: 'ada-password', email: 'ada@example.com' },
  });
});

/** Two tees and a red hoodie bought by Ada on the store front in `lang`. */
const buy = async (lang: string) =>
  (await buyTeesAndHoodie(t.app, shop, 'ada@example.com', (_id, secret) => payInSandbox(t.app, secret), lang))
    .orderId;

/** The one e-mail to Ada about `orderId` whose subject has `subject` in it. */
async function mailTo(orderId: number, subject: string) {
  const mails = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.toAddress, 'ada@example.com')));
  const found = mails.filter((m) => m.subject.includes(subject));
  expect(found, `one e-mail "${subject}" among ${mails.map((m) => m.subject).join(' | ')}`).toHaveLength(1);
  // Intl writes "90,00 £" with a no-break space.
  return { ...found[0]!, text: (found[0]!.text ?? '').replace(/[\u00a0\u202f]/g, ' ') };
}

/** The words of the English notices: none may be left in a German one (names and values aside). */
const ENGLISH =
  /\b(Hi|your|order|has|been|the|is|was|we|to|of|with|parcel|tracking|track|delivered|cancelled|refunded|refund|reason|items|reply|card|return|approved)\b/i;

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

describe('an English order’s notices', () => {
  it('stay English, with the products’ own names', async () => {
    const orderId = await buy('en');
    expect((await ship(orderId)).statusCode).toBe(201);
    const mail = await mailTo(orderId, 'has shipped');
    expect(mail.text).toContain('- 1 × Hoodie (Size: M, Colour: Red)');
    expect(mail.text).toContain('Tracking number: AB123456789GB');
  });
});
