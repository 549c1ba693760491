// Shared steps of the store front journeys: adding the demo products, filling the checkout, the
// sandbox test cards, and reading orders as the store owner through the API.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, expect, login } from './fixtures.ts';
import { escapeFrom } from './ui.ts';

export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The Classic Logo Tee in Medium (£19.99), through its card's 'Select Options'. */
export async function addClassicTee(page: Page, size = 'Medium'): Promise<void> {
  const card = page.getByRole('article', { name: 'Classic Logo Tee' });
  await card.getByRole('button', { name: 'Select Options' }).click();
  await card.getByRole('button', { name: size, exact: true }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
}

/** A product without options, straight from its card. */
export async function addSimpleProduct(page: Page, name: string): Promise<void> {
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
}

export async function closeDrawer(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Escape once the drawer has the focus: one pressed while it is still opening is not the drawer's.
  await escapeFrom(page, drawer);
  await expect(drawer).toBeHidden();
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function fillShippingInformation(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('12 Analytical Row');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** The orders of the demo store as its owner sees them (GET /api/orders as a member). */
export async function ownerOrders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: accounts.demoOwner.username, password: accounts.demoOwner.password },
  });
  expect(login.ok()).toBe(true);
  const response = await request.get('/api/orders?limit=50');
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    id: number;
    customerEmail: string;
    total: string;
    status: string;
    items: { name: string; quantity: number; variantString: string }[];
  }[];
}

/** An e-mail as the development mailbox lists it (GET /api/dev/mailbox). */
export type MailboxEntry = { to: string; subject: string; links: string[]; text: string | null };

/** The e-mails sent to `email`, read through the development mailbox as the super admin. */
export async function mailTo(request: APIRequestContext, email: string): Promise<MailboxEntry[]> {
  const admin = await request.post('/api/login', {
    data: { username: accounts.superAdmin.username, password: accounts.superAdmin.password },
  });
  expect(admin.ok()).toBe(true);
  const mailbox = (await (await request.get('/api/dev/mailbox?limit=100')).json()) as MailboxEntry[];
  return mailbox.filter((m) => m.to === email);
}

/** The first link in the e-mails sent to `email` that contains `part` (it must be there). */
export async function linkMailedTo(request: APIRequestContext, email: string, part: string): Promise<string> {
  const link = (await mailTo(request, email)).flatMap((m) => m.links).find((l) => l.includes(part));
  expect(link, `a link with ${part} in the e-mails to ${email}`).toBeTruthy();
  return link as string;
}

/** The development mailbox's message matching `subject` and `to`, refreshing until its job has queued it. */
export async function findInMailbox(page: Page, subject: string, to: string): Promise<Locator> {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Development Mailbox', level: 1 })).toBeVisible();
  const message = page.getByRole('article', { name: subject }).filter({ hasText: to }).first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return message;
}

/** Two Canvas Tote Bags in the demo store's cart, then on to checkout. */
export async function twoToteBagsAtCheckout(page: Page): Promise<void> {
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Increase quantity of Canvas Tote Bag' })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
}

/** The shopper's details filled in and the order paid with the sandbox's good card. */
export async function payWithTestCard(page: Page, email: string): Promise<void> {
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await orderConfirmed(page);
}

/**
 * The order's confirmation page straight after paying, which alone says the order is done (ADR
 * 0090: no dialog or toast over it); its main region, to read what it says.
 */
export async function orderConfirmed(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return page.getByRole('main');
}

/** Signed in as the demo store's owner, the order `email` placed opened from Store Orders. */
export async function openOrderAsOwner(page: Page, email: string): Promise<Locator> {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.goto('/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^View order #\d+$/ }).click();
  return page.getByRole('dialog', { name: /^Order #\d+$/ });
}
