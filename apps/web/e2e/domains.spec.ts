// Settings → Domains (ADR 0070): the merchant adds their own domain, sees the DNS records to create,
// a check before the TXT record exists fails with the reason, the journey's DNS server then
// publishes the record and "Check now" verifies it; make primary, then remove after confirmation.
import {
  startTestDnsServer,
  type TestDnsServer,
} from '../../api/src/modules/domains/dns-server.test-support.ts';
import { accounts, expect, login, serverPort, signOut, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

/** The server's DNS_RESOLVER (scripts/e2e-server.mjs): UDP on the server's port + 10000. */
const dnsPort = Number(serverPort) + 10000;
let dns: TestDnsServer;

test.beforeAll(async () => {
  dns = await startTestDnsServer(dnsPort);
});
test.afterAll(async () => {
  await dns?.close();
});

test('a merchant adds a domain, publishes the TXT record and verifies it', async ({ page }, testInfo) => {
  // Three sign-ins and six screenshots: longer than one screen's journey.
  test.setTimeout(90_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'Domains' }).click();
  await expect(page.getByText('No domains yet')).toBeVisible();
  await screenshots(page, testInfo, 'domains-empty');

  const field = page.getByLabel('Domain', { exact: true });
  await field.fill('https://shop.journey.test');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Enter the domain only, without http:// or https://')).toBeVisible();
  await field.fill('demo.localhost');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(
    page.getByText("demo.localhost is one of the platform's own addresses and cannot be a store domain"),
  ).toBeVisible();

  await field.fill('Shop.Journey.Test');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(toast(page, 'Domain added').first()).toBeVisible();
  const row = page.getByRole('listitem', { name: 'shop.journey.test' });
  await expect(row.getByText('Waiting for DNS')).toBeVisible();
  await expect(row.getByText('_storefleet.shop.journey.test')).toBeVisible();
  const token = await row.getByText(/^storefleet-verify=[0-9a-f]{32}$/).textContent();
  expect(token).toBeTruthy();
  await expect(row.getByRole('button', { name: 'Copy TXT record value' })).toBeVisible();

  await row.getByRole('button', { name: 'Check now' }).click();
  await expect(row.getByText('No TXT record _storefleet.shop.journey.test found')).toBeVisible();
  await expect(row.getByText('Not verified')).toBeVisible();
  await screenshots(page, testInfo, 'domains-records');

  dns.records.set('_storefleet.shop.journey.test', { TXT: [token!] });
  await row.getByRole('button', { name: 'Check now' }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByText('No TXT record')).toHaveCount(0);
  await row.getByRole('button', { name: 'Make primary' }).click();
  await expect(row.getByText('Primary', { exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'domains-verified');

  // The operator sees every store's domains and their states under Tenant Management.
  await signOut(page);
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant-admin');
  const operatorList = page.getByRole('listitem').filter({ hasText: 'shop.journey.test' });
  await expect(operatorList).toContainText('Verified');
  await expect(operatorList).toContainText('Demo Merch Store');
  await operatorList.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'domains-operator');
  await signOut(page);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'Domains' }).click();

  await row.getByRole('button', { name: 'Remove shop.journey.test' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('shop.journey.test is your primary domain');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'shop.journey.test removed').first()).toBeVisible();
  await expect(page.getByText('No domains yet')).toBeVisible();
});
