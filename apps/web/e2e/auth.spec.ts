// Sign-in journeys (spec admin "Login page", §5, §8) and the not-found page.
import { accounts, expect, fillLoginForm, loginThroughForm, test } from './fixtures.ts';

test('a store owner signs in and lands on the admin dashboard', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByText('Enter your credentials to access your store')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-in.png'), fullPage: true });

  await fillLoginForm(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await expect(page.getByText('Login Successful')).toBeVisible();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // Said while the dashboard loads, then gone rather than lingering over it (ADR 0080).
  await expect(page.getByText('Login Successful')).toBeHidden({ timeout: 4_000 });
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username: accounts.demoOwner.username, isAdmin: 'false' });
});

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  await fillLoginForm(page, accounts.demoOwner.username, 'not-the-password');

  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('submitting an empty form shows both validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toBeFocused();
});

test('an unknown path shows the 404 page', async ({ page }, testInfo) => {
  await page.goto('/does-not-exist');

  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  await page.screenshot({ path: testInfo.outputPath('not-found.png'), fullPage: true });
});

test('the super admin signs in and lands on /admin', async ({ page }) => {
  await loginThroughForm(page, accounts.superAdmin.username, accounts.superAdmin.password);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username: accounts.superAdmin.username, isAdmin: 'true' });
});

test('an anonymous visitor to /admin is asked to sign in', async ({ page }) => {
  await page.goto('/admin');

  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an anonymous visitor to the settings page is asked to log in to access settings', async ({ page }) => {
  for (const path of ['/settings', '/cms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access settings.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  }
});

test('"Sign out everywhere" asks first, then ends the sessions of every browser', async ({
  page,
  browser,
}, testInfo) => {
  const owner = { username: 'northwind-owner', password: 'northwind-owner-123' };
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await elsewhere.newPage();
  await loginThroughForm(otherPage, owner.username, owner.password);
  expect((await otherPage.request.get('/api/user')).status()).toBe(200);

  await loginThroughForm(page, owner.username, owner.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This ends every session of your account on every device')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-out-everywhere-confirm.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out everywhere', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-out-everywhere-done.png'), fullPage: true });

  // The other browser's session has ended too, and so has this one.
  expect((await otherPage.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await elsewhere.close();
});
