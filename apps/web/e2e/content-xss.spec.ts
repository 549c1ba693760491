// Stored XSS: script, event-handler and javascript: payloads saved as legal pages and
// content never run on the store front, in Chromium. First through the real save (the server
// cleans), then with raw payloads put straight into the page data (the store front cleans).

import { accounts, expect, login, test } from './fixtures.ts';
import { watchForScripts } from './ui.ts';

const payloads = [
  '<script>(window.__xss=window.__xss||[]).push("script")</script>',
  '<img src="x" onerror="(window.__xss=window.__xss||[]).push(\'onerror\')">',
  '<svg><animate onbegin="(window.__xss=window.__xss||[]).push(\'svg\')" attributeName="x" dur="1s"/></svg>',
  '<a id="js-link" href="javascript:(window.__xss=window.__xss||[]).push(\'href\')">Click me</a>',
  '<iframe src="javascript:parent.__xss=[\'iframe\']"></iframe>',
  '<p>Safe paragraph</p>',
].join('\n');

async function expectNothingRan(page: import('@playwright/test').Page, path: string) {
  const ran = await watchForScripts(page);
  await page.goto(path);
  await expect(page.getByRole('main')).toContainText('Safe paragraph');
  // The page's Content-Security-Policy would block a payload that got through, so "nothing ran"
  // alone proves little: the cleaning is checked on the rendered page itself.
  await expect(
    page.locator('main script, main iframe, main [onerror], main [onbegin], main a[href^="javascript"]'),
  ).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Click me' });
  if (await link.count()) await link.click();
  expect(await ran()).toEqual([]);
}

test('payloads saved through the admin are cleaned and never run', async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  for (const key of ['terms_conditions', 'returns_refunds']) {
    const saved = await page.request.put(`/api/cms/content/${key}?tenantId=1`, {
      data: { key, type: 'html', value: payloads },
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).value).not.toMatch(/script|onerror|onbegin|javascript:|iframe/i);
  }
  const footer = await page.request.put('/api/cms/content/footer_company_name?tenantId=1', {
    data: {
      key: 'footer_company_name',
      type: 'text',
      value: '<img src=x onerror="window.__xss=[\'footer\']">Evil Ltd',
    },
  });
  expect(footer.status()).toBe(200);
  await expectNothingRan(page, '/store/1/terms-conditions');
  await expectNothingRan(page, '/store/1/returns-refunds');
  await page.goto('/store/1');
  await expect(page.getByRole('contentinfo')).toContainText('<img src=x');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('raw payloads in the page data are cleaned by the store front as it renders', async ({ page }) => {
  await page.route('**/store/1/terms-conditions', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="store-data">)([\s\S]*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) => {
        const data = JSON.parse(json);
        data.content = [
          ...data.content.filter((e: { key: string }) => e.key !== 'terms_conditions'),
          { key: 'terms_conditions', value: payloads },
        ];
        return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/cms/content?*', async (route) => {
    const body = (await (await route.fetch()).json()) as { key: string; value: string }[];
    await route.fulfill({
      json: [
        ...body.filter((e) => e.key !== 'terms_conditions'),
        { key: 'terms_conditions', value: payloads },
      ],
    });
  });
  await expectNothingRan(page, '/store/1/terms-conditions');
  await expect(
    page.locator('main script, main [onerror], main iframe, main a[href^="javascript"]'),
  ).toHaveCount(0);
});
