// The demo store in German (docs/decisions/0092, 0093): the store offers English and German, so
// /de/s/demo is its store front in German, its own texts and its products, and an order placed
// there is e-mailed in German, the product by its German name; its card form and the store's
// sign-in page speak German too (docs/decisions/0095). And a new store's owner turns German on in
// Store Settings, translates a product in its form beside the English, and writes the custom
// message of its e-mails in German in Email Settings (docs/decisions/0094).
import { expect, test } from './fixtures.ts';
import { addProduct, createStoreWithOwner } from './store-data.ts';
import { mailTo, testCards, uniqueEmail } from './storefront-helpers.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

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

test('the owner turns German on, translates a product beside the English, and /de/ shows it', async ({
  page,
}, testInfo) => {
  // A store made, its languages, the product form and the store front: several screens.
  test.slow();
  const store = { name: 'Linden Lane Ceramics', slug: 'linden-lane', owner: 'linden-owner' };
  await createStoreWithOwner(page, store);
  expect((await page.request.post('/api/admin/categories', { data: { name: 'Mugs' } })).status()).toBe(201);
  await addProduct(page, {
    name: 'Stoneware Mug',
    description: 'A glazed mug for tea',
    price: '14.00',
    category: 'Mugs',
    inStock: '12',
  });
  expect((await page.request.post('/api/admin/store-launch')).status()).toBe(200);

  // One language: the product form has no language tabs.
  await page.goto('/product-management');
  const row = page.getByTestId('product-row').filter({ hasText: 'Stoneware Mug' });
  await row.getByRole('button', { name: 'Actions for Stoneware Mug' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Stoneware Mug');
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();

  // Store Settings → Languages: German ticked and saved.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const languages = page.getByRole('region', { name: 'Languages' });
  await expect(languages.getByRole('checkbox', { name: 'English (default)' })).toBeDisabled();
  await languages.getByRole('checkbox', { name: 'Deutsch' }).check();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(toast(page, 'Languages saved')).toContainText('English, Deutsch');
  await languages.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'store-languages');

  // The list marks the product untranslated; its form has a tab per language, Deutsch missing.
  await page.goto('/product-management');
  await expect(row.getByText('Missing: de')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Stoneware Mug' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const tabs = dialog.getByRole('tablist', { name: 'Language of the texts' });
  await expect(tabs.getByRole('tab', { name: 'English (default)' })).toHaveAttribute('aria-selected', 'true');
  const german = tabs.getByRole('tab', { name: /^Deutsch/ });
  await expect(german).toHaveText('DeutschMissing');
  // The keyboard moves between the tabs.
  await tabs.getByRole('tab', { name: 'English (default)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(german).toBeFocused();
  await expect(german).toHaveAttribute('aria-selected', 'true');
  const germanName = dialog.getByLabel('Name (Deutsch)');
  await expect(germanName).toHaveAttribute('placeholder', 'Stoneware Mug');
  await expect(dialog.getByText('English: A glazed mug for tea')).toBeVisible();
  await screenshots(page, testInfo, 'product-form-german');
  await germanName.fill('Steinzeugbecher');
  await expect(german).toHaveText('DeutschMissing');
  await dialog.getByLabel('Description (Deutsch)').fill('Ein glasierter Becher für Tee');
  await expect(german).toHaveText('Deutsch');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(row.getByText('Missing: de')).toHaveCount(0);
  await expect(row).toContainText('Stoneware Mug');

  // Email Settings: the custom message typed in the Deutsch tab, kept after a reload.
  await page.goto('/email-settings');
  await page.getByLabel('Custom message', { exact: true }).fill('Thanks for shopping small!');
  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  const germanMessage = page.getByLabel('Custom message (Deutsch)');
  await expect(germanMessage).toHaveAttribute('placeholder', 'Thanks for shopping small!');
  await germanMessage.fill('Danke für Ihren Einkauf!');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Email settings updated successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  await expect(page.getByLabel('Custom message (Deutsch)')).toHaveValue('Danke für Ihren Einkauf!');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('email-settings-german-375.png'), fullPage: true });
  await screenshots(page, testInfo, 'email-settings-german');

  await page.goto(`/de/s/${store.slug}`);
  await expect(page.getByRole('article', { name: 'Steinzeugbecher' })).toBeVisible();
  const tenantId = (await (await page.request.get('/api/user')).json()).memberships[0].tenantId;
  const english = await (await page.request.get(`/api/products?tenantId=${tenantId}&lang=en`)).json();
  expect(english.map((p: { name: string }) => p.name)).toEqual(['Stoneware Mug']);
});
