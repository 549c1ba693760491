// Store front journeys on the demo data (spec storefront §2, §4, §5): browse, filter, the detail
// dialog and its option rules, the cart drawer, store prefixes, per-store carts, 404 and policy pages.
import { expect, test } from './fixtures.ts';
import { addClassicTee, addSimpleProduct, closeDrawer } from './storefront-helpers.ts';
import { escapeFrom } from './ui.ts';

test('browse, filter, choose options in the dialog, add, and change the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Premium Merchandise Collection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(products).toHaveCount(12);
  // The draft product never shows.
  await expect(page.getByText('Recycled Knit Beanie')).toHaveCount(0);
  // No badge while the cart is empty.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const filters = page.getByRole('group', { name: 'Filter by category' });
  await expect(filters.getByRole('button')).toHaveText(['All', 'T-Shirts', 'Hoodies', 'Accessories', 'Kids']);
  await filters.getByRole('button', { name: 'Hoodies' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();
  await expect(products).toHaveCount(3);
  await expect(filters.getByRole('button', { name: 'Hoodies' })).toHaveAttribute('aria-pressed', 'true');

  // Description preview: 15 words and an ellipsis; none → 'No description available'.
  const hoodie = page.getByRole('article', { name: 'Essential Pullover Hoodie' });
  await expect(hoodie).toContainText(
    'A midweight brushed-back fleece hoodie with a lined hood, kangaroo pocket and ribbed cuffs. Larger...',
  );
  await expect(page.getByRole('article', { name: 'Zip-Up Hoodie' })).toContainText(
    'No description available',
  );

  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await expect(dialog).toContainText('Larger sizes and some colours are priced separately.');
  await dialog.getByRole('button', { name: 'Add to Cart - £42.99' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select: Size, Colour');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // Two option groups → dropdowns. XL + Navy has its own price row (£47.99).
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'XL' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select: Colour');
  await dialog.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Navy' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart - £95.98' }).click();

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await expect(dialog).toBeHidden();
  const line = drawer.getByRole('listitem').filter({ hasText: 'Essential Pullover Hoodie' });
  await expect(line).toContainText('Size: XL, Colour: Navy');
  await expect(line).toContainText('£47.99');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£95.98');
  // The header (behind the modal drawer, hidden from assistive technology meanwhile) counts 2.
  await expect(
    page.getByRole('button', { name: 'Shopping cart, 2 items', includeHidden: true }),
  ).toBeAttached();

  await drawer.getByRole('button', { name: 'Increase quantity of Essential Pullover Hoodie' }).click();
  await expect(drawer.getByTestId('cart-total')).toHaveText('£143.97');
  await drawer.getByRole('button', { name: 'Decrease quantity of Essential Pullover Hoodie' }).click();
  await expect(drawer.getByTestId('cart-total')).toHaveText('£95.98');
  await drawer.getByRole('button', { name: 'Remove Essential Pullover Hoodie' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await drawer.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the card: option buttons, missing option alert, merge by cartKey and the quantity rules', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Classic Logo Tee' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please select: Size');

  await card.getByRole('button', { name: 'Select Options' }).click();
  // One group of 3 values → buttons, and the size guide is offered.
  await card.getByRole('button', { name: 'Large', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Large', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const quantity = card.getByRole('textbox', { name: 'Quantity of Classic Logo Tee' });
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(card.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await closeDrawer(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Same size twice → one line of 3.
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem')).toContainText('Size: Large');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£59.97');

  await closeDrawer(page);
  await card.getByRole('button', { name: 'Size Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size Guide' });
  await expect(guide.getByRole('row', { name: /Medium 39-41/ })).toBeVisible();
  await expect(guide).toContainText('Measure around the fullest part of the chest');
  await escapeFrom(page, guide);
  await expect(guide).toBeHidden();

  // Kids products get the kids' chart.
  const kids = page.getByRole('article', { name: 'Kids Logo Tee' });
  await kids.getByRole('button', { name: 'Select Options' }).click();
  await kids.getByRole('button', { name: 'Size Guide' }).click();
  const kidsGuide = page.getByRole('dialog', { name: 'Kids Size Guide' });
  await expect(kidsGuide.getByRole('row', { name: /Small 26-28 5-7/ })).toBeVisible();
  await expect(kidsGuide.getByRole('row', { name: /Large 32-34 11-13/ })).toBeVisible();
});

test('sold-out products and combinations say Out of stock and cannot be added', async ({ page }) => {
  await page.goto('/');
  const tour = page.getByRole('article', { name: 'Long Sleeve Tour Tee' });
  await expect(tour.getByText('Out of stock').first()).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Out of stock' })).toBeDisabled();

  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'S', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Navy' }).click();
  await expect(dialog.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  // Another colour of the same size is on sale.
  await dialog.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Black' }).click();
  await expect(dialog.getByRole('button', { name: 'Add to Cart - £42.99' })).toBeEnabled();
});

for (const { base, label } of [
  { base: '/s/demo', label: 'slug' },
  { base: '/store/1', label: 'id' },
  { base: '', label: 'no prefix' },
]) {
  test(`store front by ${label}: footer links keep the prefix and open the policy pages`, async ({
    page,
  }) => {
    await page.goto(base || '/');
    await expect(page.getByRole('link', { name: 'Demo Merch Store' }).first()).toHaveAttribute(
      'href',
      base || '/',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@demo.storefleet.test' })).toHaveAttribute(
      'href',
      'mailto:hello@demo.storefleet.test',
    );
    await expect(footer.getByRole('link', { name: '+44 161 496 0123' })).toHaveAttribute(
      'href',
      'tel:+441614960123',
    );
    // The current year, no version number (ADR 0089).
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Demo Merch Store. All rights reserved.`);
    await expect(footer).not.toContainText('v1.0.0');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      `${base}/terms-conditions`,
    );
    await expect(footer.getByRole('link', { name: 'Returns & Refunds' })).toHaveAttribute(
      'href',
      `${base}/returns-refunds`,
    );

    await footer.getByRole('link', { name: 'Returns & Refunds' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/returns-refunds$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Returns & Refunds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our promise' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About these terms' })).toBeVisible();
  });
}

test('the hero button scrolls to the products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/s/demo');
  await page.getByRole('button', { name: 'Explore Collection' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeInViewport();
  await expect(page.locator('#products')).toBeFocused();
});

test('each store keeps its own cart across reloads', async ({ page }) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  await closeDrawer(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Northwind has its own look and an empty cart.
  await page.goto('/s/northwind');
  await expect(page.getByRole('heading', { name: 'Gear for Wild Weather' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  );
  expect(primary).toBe('#047857');
  await addSimpleProduct(page, 'Trail Flask 750ml');
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Increase quantity of Trail Flask 750ml' })
    .click();
  await closeDrawer(page);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.goto('/store/1');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Shopping cart, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText('Classic Logo Tee');
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).not.toContainText('Trail Flask');

  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes('cart'))
      .sort(),
  );
  expect(stored).toEqual(['storefleet:cart:1', 'storefleet:cart:2']);
});

test('unknown paths and unknown stores', async ({ page }) => {
  for (const path of ['/does-not-exist', '/s/demo/nope', '/store/1/account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  }
  await page.goto('/s/no-such-store');
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
});

test('stored policy HTML is shown without running anything in it', async ({ page }) => {
  const hostile =
    '<h2>Our terms</h2><p>Fair and simple.</p>' +
    '<script>window.__pwned = "script"</script>' +
    '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">' +
    '<a href="javascript:window.__pwned=\'link\'">Click me</a>' +
    '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>';
  // The admin content editor is another screen; here the stored value is put in the page data and
  // the content API answer on their way to the browser, exactly as the server would send them.
  await page.route('**/s/demo/terms-conditions', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="store-data">)(.*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) => {
        const data = JSON.parse(json);
        for (const entry of data.content) if (entry.key === 'terms_conditions') entry.value = hostile;
        const safe = JSON.stringify(data)
          .replace(/</g, '\\u003c')
          .replace(/>/g, '\\u003e')
          .replace(/&/g, '\\u0026');
        return `${open}${safe}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/cms/content?*', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as { key: string; value: string }[];
    for (const entry of entries) if (entry.key === 'terms_conditions') entry.value = hostile;
    await route.fulfill({ response, json: entries });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // The page's Content-Security-Policy blocks inline scripts and handlers, so a payload that reached
  // the page would not run either: what gives it away is the violation the browser reports for its
  // element. Recorded from the first document on. Violations reported on the document are left
  // out: the sanitizer's own parse of the hostile HTML (an inert document) reports one there.
  await page.addInitScript(() => {
    const page = window as unknown as { __blocked: string[] };
    page.__blocked = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        if (event.target instanceof Element)
          page.__blocked.push(`${event.effectiveDirective}: ${event.target.outerHTML.slice(0, 80)}`);
      },
      true,
    );
  });
  const blocked = () => page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked);

  await page.goto('/s/demo/terms-conditions');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Our terms' })).toBeVisible();
  await expect(article).toContainText('Fair and simple.');
  // The payload's image has failed to load (its error event, and any handler on it, has fired).
  await expect
    .poll(() => article.locator('img').evaluate((img: HTMLImageElement) => img.complete))
    .toBe(true);
  // A handler of our own on another broken image, which the policy blocks: once its violation is
  // reported, one from the payload's image, reported before it, would have been too.
  await page.evaluate(() => {
    const control = document.createElement('img');
    control.dataset.cspControl = '';
    control.setAttribute('onerror', 'void 0');
    control.src = '/csp-control.png';
    document.body.append(control);
  });
  await expect.poll(blocked).toContainEqual(expect.stringContaining('data-csp-control'));
  expect((await blocked()).filter((violation) => !violation.includes('data-csp-control'))).toEqual([]);
  await article.getByText('Click me').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(article.locator('script, iframe, [onerror]')).toHaveCount(0);
  await expect(article.getByText('Click me')).not.toHaveAttribute('href', /javascript:/);
});
