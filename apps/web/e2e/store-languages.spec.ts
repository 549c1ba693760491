// The demo store in German (docs/decisions/0092, 0093): the store offers English and German, so
// /de/s/demo is its store front in German, its own texts and its products, and an order placed
// there is e-mailed in German.
import { expect, test } from './fixtures.ts';
import { fillCard, mailTo, testCards, uniqueEmail } from './storefront-helpers.ts';
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
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Bestellung abschließen – / }).click();
  await expect(page).toHaveURL(/\/de\/order-confirmation\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Danke, deine Bestellung ist bestätigt' })).toBeVisible();
  await expect(page.getByText('Dein Konto wurde angelegt.')).toBeVisible();
  await screenshots(page, testInfo, 'german-confirmation');

  await expect
    .poll(async () => (await mailTo(request, email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringMatching(/^Ihre Bestellung #\d+ bei /));
});
