// Publishable store-front keys (ADR 0076): the owner makes one under Settings → API Keys with the
// website allowed to use it, a headless front end reads the store's products with it (CORS for that
// website only, preflight too), and revoking it, after a confirmation, stops it at once.
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const FRONT = 'https://front.example.com';

test('an owner makes a publishable key for a website, a front end reads products with it, revoking stops it', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Next.js front ${Date.now()}`;
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const section = page.getByRole('region', { name: 'Publishable store-front keys' });
  await expect(section.getByRole('button', { name: 'Create Publishable Key' })).toBeVisible();
  await screenshots(page, testInfo, '1-publishable-keys');

  await section.getByRole('button', { name: 'Create Publishable Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a publishable key' });
  await dialog.getByRole('button', { name: 'Create Key' }).click();
  await expect(dialog.getByText('Give the key a name')).toBeVisible();
  // Keyboard only: type the name, tab to the origins, type a wrong one.
  await dialog.getByLabel('Name').fill(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Allowed websites (origins)')).toBeFocused();
  await page.keyboard.type('front.example.com');
  await dialog.getByRole('button', { name: 'Create Key' }).click();
  await expect(dialog.getByText('is not an origin such as https://shop.example.com')).toBeVisible();
  await dialog.getByLabel('Allowed websites (origins)').fill(`${FRONT}\nhttp://localhost:3000`);
  await screenshots(page, testInfo, '2-create-dialog');
  await dialog.getByRole('button', { name: 'Create Key' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Publishable key created').first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Publishable keys' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(FRONT);
  await row.getByRole('button', { name: `Copy ${name}` }).click();
  await expect(row.getByRole('button', { name: `Copied ${name}` })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^sf_pub_[\w-]{32}$/);
  await expect(row).toContainText(key);
  await screenshots(page, testInfo, '3-key-listed');

  // The front end: its website may read the products; another website's browser gets no CORS header.
  const products = await request.get('/api/products', {
    headers: { 'x-storefleet-key': key, origin: FRONT },
  });
  expect(products.status()).toBe(200);
  expect(products.headers()['access-control-allow-origin']).toBe(FRONT);
  expect((await products.json()).length).toBeGreaterThan(0);
  const elsewhere = await request.get('/api/products', {
    headers: { 'x-storefleet-key': key, origin: 'https://elsewhere.example' },
  });
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  const preflight = await request.fetch('/api/create-payment-intent', {
    method: 'OPTIONS',
    headers: {
      origin: FRONT,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-storefleet-key',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBe(FRONT);
  const admin = await request.get('/api/admin/orders', { headers: { 'x-storefleet-key': key } });
  expect(admin.status()).toBe(403);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
  await expect(confirm).toContainText('stop working at once');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Publishable key revoked').first()).toBeVisible();
  await expect(row).toContainText('Revoked');
  await screenshots(page, testInfo, '4-key-revoked');

  const after = await request.get('/api/products', { headers: { 'x-storefleet-key': key } });
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe('Invalid publishable key: this key was revoked');
});
