// The demo store in German (docs/decisions/0092, 0093): the store offers English and German, so
// /de/s/demo is its store front in German, its own texts and its products, and an order placed
// there is e-mailed in German, the product by its German name; its card form and the store's
// sign-in page speak German too (docs/decisions/0095).
import { expect, test } from './fixtures.ts';
import { mailTo, testCards, uniqueEmail } from './storefront-helpers.ts';
import { screenshots } from './ui.ts';

test('a shopper on /de/s/demo browses, buys and is e-mailed in German', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/de/s/demo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  const bag = page.getByRole('article', { name: 'Canvas-Tragetasche' });
  await expect(bag).toBeVisible();
  await expect(page.getByRole('article', { name: 'Klassisches Logo-T-Shirt' })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await screenshots(page, testInfo, 'german-home');

  await bag.getByRole('button', { name: 'In den Warenkorb' }).click();
  const cart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(cart).toContainText('Canvas-Tragetasche');
  await cart.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/de\/s\/demo\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();

  const email = uniqueEmail('deutsch');
  await page.getByLabel('Vorname').fill('Ada');
  await page.getByLabel('Nachname').fill('Lovelace');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 Analytical Row');
  await page.getByLabel('Stadt').fill('London');
  await page.getByLabel('Postleitzahl').fill('SW1A 1AA');
  await page.getByLabel('Kartennummer').fill(testCards.success);
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByRole('button', { name: /^Bestellung abschließen – / }).click();
  await expect(page).toHaveURL(/\/de\/order-confirmation\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Danke, deine Bestellung ist bestätigt' })).toBeVisible();
  await expect(page.getByText('Dein Konto wurde angelegt.')).toBeVisible();
  await screenshots(page, testInfo, 'german-confirmation');

  await expect
    .poll(async () => (await mailTo(request, email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringMatching(/^Ihre Bestellung #\d+ bei /));
  const mails = await mailTo(request, email);
  const confirmation = mails.find((mail) => mail.subject.startsWith('Ihre Bestellung'));
  expect(confirmation?.text).toContain('Canvas-Tragetasche');
  expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Lege dein Passwort für /));

  // The store's sign-in page in German, its links keeping /de.
  await page.goto('/de/login?store=demo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
    'href',
    '/de/forgot-password?store=demo',
  );
  await screenshots(page, testInfo, 'german-sign-in');
});
