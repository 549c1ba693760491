// A new store starts not launched (ADR 0081): shoppers see its password page, one with the password
// looks around; the owner's dashboard shows the launch checklist read from the store's data, the
// store-front password, and Launch store, after which every shopper sees the store.
import { expect, login, signOut, test } from './fixtures.ts';
import { createStoreWithOwner } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

const store = { name: 'Quiet Harbour Goods', slug: 'quiet-harbour', owner: 'quiet-owner' };

test('a new store is shut behind its password until the owner launches it', async ({
  page,
  browser,
}, testInfo) => {
  // A store made, a password page, the checklist, a launch and a fresh shopper: several screens.
  test.slow();
  const { password } = await createStoreWithOwner(page, store);
  await signOut(page);

  // A shopper: the password page, a wrong password, then the right one (the owner hands it out).
  await page.goto(`/s/${store.slug}`);
  await expect(page.getByRole('heading', { name: 'Opening soon' })).toBeVisible();
  await expect(page.getByText(`${store.name} is getting ready`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toHaveCount(0);
  await page.getByLabel('Store password').fill('not-the-password');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('That password is not right')).toBeVisible();
  await screenshots(page, testInfo, 'password-page');

  // The owner's dashboard: the checklist, each step linking to its screen, and the password.
  await login(page, store.owner, password, '/admin');
  const checklist = page.getByRole('region', { name: 'Launch your store' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 4 steps done');
  const steps = checklist.getByRole('list', { name: 'Launch checklist' });
  for (const [title, href] of [
    ['Add a product', '/product-management'],
    ['Set up payments', '/payment-settings'],
    ['Set up shipping', '/shipping-options'],
    ['Choose a theme', '/color-settings'],
  ] as const) {
    await expect(steps.getByRole('link', { name: title })).toHaveAttribute('href', href);
  }
  const passwordField = checklist.getByLabel('Store password');
  await expect(passwordField).toHaveValue(/^[a-z2-9]{10}$/);
  await passwordField.fill('harbour-preview');
  await checklist.getByRole('button', { name: 'Save password' }).click();
  await expect(toast(page, 'Store password saved')).toBeVisible();
  await screenshots(page, testInfo, 'launch-checklist');

  // A step ticks from real data: a colour template chosen.
  await steps.getByRole('link', { name: 'Choose a theme' }).click();
  await expect(page).toHaveURL(/\/color-settings$/);
  const me = await (await page.request.get('/api/user')).json();
  const tenantId = me.memberships[0].tenantId as number;
  const themed = await page.request.patch(`/api/tenant/${tenantId}/color-template`, {
    data: { colorTemplate: 'emerald' },
  });
  expect(themed.status()).toBe(200);
  await page.goto('/admin');
  await expect(checklist).toContainText('1 of 4 steps done');

  // The shopper with the password looks around.
  await signOut(page);
  await page.goto(`/s/${store.slug}`);
  await page.getByLabel('Store password').fill('harbour-preview');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('heading', { name: 'Opening soon' })).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(store.name);
  await expect(page.getByText('Demo Merch Store')).toHaveCount(0);

  // Launch, asked once more; the checklist goes away.
  await login(page, store.owner, password, '/admin');
  await checklist.getByRole('button', { name: 'Launch store' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Launch your store?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Launch store' }).click();
  await expect(toast(page, 'Your store is live')).toBeVisible();
  await expect(checklist).toBeHidden();

  // A shopper who never had the password sees the store.
  const shopper = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/s/${store.slug}`);
  await expect(shopperPage.getByRole('banner')).toContainText(store.name);
  await expect(shopperPage.getByRole('heading', { name: 'Opening soon' })).toHaveCount(0);
  await shopper.close();
});
