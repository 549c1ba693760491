// API keys per store (ADR 0072): the owner creates a key in Settings → API keys, copies it (shown
// once), a program reads the store's orders with it, then the owner revokes it and the key is 401.
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

test('an owner creates an API key, a program reads orders with it, and revoking stops it', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Warehouse sync ${Date.now()}`;
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('button', { name: 'Create API Key' })).toBeVisible();
  await screenshots(page, testInfo, '1-api-keys');

  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('button', { name: 'Create Key' }).click();
  await expect(dialog.getByText('Give the key a name')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  // Keyboard: the scope checkboxes are reached and ticked with the keyboard.
  await dialog.getByRole('checkbox', { name: 'orders:read' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'orders:read' })).toBeChecked();
  await screenshots(page, testInfo, '2-create-dialog');
  await dialog.getByRole('button', { name: 'Create Key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText("you won't see it again")).toBeVisible();
  const key = await shown.getByLabel('API key').inputValue();
  expect(key).toMatch(/^sf_live_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await screenshots(page, testInfo, '3-key-shown-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const table = page.getByRole('table', { name: 'API keys' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(table).not.toContainText(key.slice(12));

  // A program (no cookie) with the key reads the store's orders, and is refused a product write.
  const headers = { authorization: `Bearer ${key}` };
  const orders = await request.get('/api/admin/orders', { headers });
  expect(orders.status()).toBe(200);
  expect(Array.isArray(await orders.json())).toBe(true);
  const write = await request.post('/api/admin/categories', { headers, data: { name: 'Nope' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toContain('products:write');

  await page.reload();
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(row).toContainText('127.0.0.1');
  await screenshots(page, testInfo, '4-key-used');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
  await expect(confirm).toContainText('stop working at once');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'API key revoked').first()).toBeVisible();
  await expect(row).toContainText('Revoked');

  const after = await request.get('/api/admin/orders', { headers });
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toContain('Invalid API key');
});
