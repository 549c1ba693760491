// The store's home page is drawn by the server (ADR 0014): without JavaScript the shopper already
// sees the store, its category filters and priced product cards; with it, Preact adopts that markup
// (hydration) without a warning, a spinner or a layout jump, and asks the API nothing before the
// grid is on screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addClassicTee, closeDrawer } from './storefront-helpers.ts';
import { escapeFrom } from './ui.ts';

const GRID = 'ul[aria-label="Products"] > li';

/** Console errors and warnings, and uncaught errors, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser's own line for the anonymous current-user check (GET /api/user answers 401).
    const fromUserCheck =
      message.text().startsWith('Failed to load resource') && message.location().url.endsWith('/api/user');
    if (!fromUserCheck) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Before the page's own scripts: when the grid first shows (and its first card), spinners seen, and layout shifts. */
async function observeFirstPaint(page: Page): Promise<void> {
  await page.addInitScript((grid) => {
    const w = window as unknown as {
      __gridAt?: number;
      __serverCard?: Element;
      __spinners: number;
      __shift: number;
    };
    w.__spinners = 0;
    w.__shift = 0;
    new MutationObserver(() => {
      if (w.__gridAt === undefined && document.querySelector(grid)) {
        w.__gridAt = performance.now();
        // The first card as the HTML parser inserted it: hydration must keep this very element.
        w.__serverCard = document.querySelector(grid) ?? undefined;
      }
      if (document.querySelector('[role="status"]')) w.__spinners += 1;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, GRID);
}

/**
 * The store front has adopted the server's product cards: its first act once hydrated is the
 * current-user check (an effect, so it starts only after the cards are committed). Independent of
 * the runtime's internals (Preact, ADR 0023, leaves no marker on the DOM as React's fibers did).
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/api/user'),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/s/demo shows the store title, the category filters and the product cards with prices', async ({
    page,
  }, testInfo) => {
    await page.goto('/s/demo');
    await expect(page).toHaveTitle('Demo Merch Store | Storefleet');
    await expect(page.getByRole('banner').getByText('Demo Merch Store')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Merchandise Collection' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button')).toHaveText([
      'All',
      'T-Shirts',
      'Hoodies',
      'Accessories',
      'Kids',
    ]);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const tee = page.getByRole('article', { name: 'Classic Logo Tee' });
    await expect(tee).toContainText('£19.99');
    await expect(tee.getByRole('img')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Essential Pullover Hoodie' })).toContainText('£42.99');
    // Choosing and adding need the script: without it their controls say so by being switched off.
    await expect(tee.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(tee.getByRole('button', { name: 'Select Options' })).toBeDisabled();
    await expect(tee.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByRole('status')).toHaveCount(0);
    // The footer's year is the server's, this year's, with no version number (ADR 0089).
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Demo Merch Store. All rights reserved.`,
    );
    await expect(footer).not.toContainText('v1.0.0');
    await page.screenshot({ path: testInfo.outputPath('store-without-javascript.png'), fullPage: true });

    // A filter works before (or without) the script: the server renders the chosen category.
    await filters.getByRole('button', { name: 'Hoodies' }).click();
    await expect(page).toHaveURL(/\/s\/demo\?category=Hoodies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();
    await expect(cards).toHaveCount(3);
    await expect(filters.getByRole('button', { name: 'Hoodies' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/s\/demo\?$|\/s\/demo$/);
    await expect(cards).toHaveCount(12);
  });
});

test('hydrates the server markup with no warning, spinner, layout shift or early API call', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await observeFirstPaint(page);
  await page.goto('/s/demo', { waitUntil: 'load' });
  await waitForHydration(page);
  // The current-user check runs after hydration; wait for it to settle the header.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Hydrated, the cards' controls are on (off in the server's markup: a click would be lost).
  const tee = page.getByRole('article', { name: 'Classic Logo Tee' });
  await expect(tee.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(tee.getByRole('button', { name: 'Select Options' })).toBeEnabled();
  await expect(tee.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();

  const seen = await page.evaluate(() => {
    const w = window as unknown as { __gridAt?: number; __spinners: number; __shift: number };
    const api = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { gridAt: w.__gridAt ?? null, spinners: w.__spinners, shift: w.__shift, api };
  });
  expect(seen.gridAt).not.toBeNull();
  // Adopted, not drawn again: the first card is still the element the server's HTML created.
  expect(
    await page.evaluate(
      (grid) =>
        document.querySelector(grid) === (window as unknown as { __serverCard?: Element }).__serverCard,
      GRID,
    ),
  ).toBe(true);
  // Besides the signed-in check, only the funnel's beacon (ADR 0083), and like it after the grid;
  // the store's currencies come with the page (docs/decisions/0105).
  expect(seen.api.map((call) => call.path).filter((path) => path !== '/api/events')).toEqual(['/api/user']);
  for (const call of seen.api)
    expect(call.startTime).toBeGreaterThan(seen.gridAt ?? Number.POSITIVE_INFINITY);
  expect(seen.spinners).toBe(0);
  expect(seen.shift).toBeLessThan(0.01);
  expect(problems).toEqual([]);
  // Hydrated, the footer keeps the server's year.
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Demo Merch Store.`,
  );
  await page.screenshot({ path: testInfo.outputPath('store-hydrated.png') });

  // The cards work: filter, open a product, add to the cart.
  await page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: 'Hoodies' })
    .click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const details = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await expect(details).toBeVisible();
  await escapeFrom(page, details);
  await expect(details).toBeHidden();
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
  await addClassicTee(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await closeDrawer(page);
  expect(problems).toEqual([]);
});

test('a stored cart appears after hydration without a mismatch', async ({ page }, testInfo) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  await closeDrawer(page);

  const problems = watchConsole(page);
  await observeFirstPaint(page);
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  // The server knows no cart; the browser shows the stored one once the store front has taken over.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  expect(problems).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('store-hydrated-with-cart.png') });
});

test('the product cards get the same ids from the server and from a render in the browser', async ({
  page,
}) => {
  // Preact's useId counts calls in render order (ADR 0023): the server's ids, the hydrated ones and
  // those of a page drawn in the browser alone must agree, or labels would point at nothing.
  const headingIds = () =>
    page.locator(`${GRID} h3`).evaluateAll((headings) => headings.map((heading) => heading.id));
  const html = await (await page.request.get('/s/demo')).text();
  const fromServer = [...html.matchAll(/<h3 id="([^"]+)"/g)].map((match) => match[1]);
  expect(fromServer).toHaveLength(12);

  await page.goto('/s/demo');
  await waitForHydration(page);
  expect(await headingIds()).toEqual(fromServer);

  // A policy page, then back to the home page without a page load: the browser draws the grid.
  await page.goto('/s/demo/terms-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/s/demo');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator(GRID)).toHaveCount(12);
  expect(await headingIds()).toEqual(fromServer);
  for (const card of await page.getByRole('article').all()) await expect(card).toHaveAccessibleName(/\S/);
});
