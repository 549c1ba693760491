// Helpers every journey shares for what it sees and does on a page: screenshots at desktop and phone
// width, choosing in a Radix select, toasts, an accessibility check and a watch for injected scripts.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Full-page screenshots at desktop (1280) and phone (390) width, back at desktop afterwards. With
 * E2E_SCREENSHOTS=off (a whole `npm test` run, where no one looks at them: docs/performance.md "The
 * test run") none is taken, and the page is left as they leave it: at desktop width, at its top.
 *
 * With `popupOpen` (a Radix select, menu or popover open on the page): one capture of the viewport as
 * it is, neither resized nor scrolled nor full-page, so no phone capture. Radix closes an open select
 * on a window resize, so the usual captures would leave the next step without its option.
 */
export async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { popupOpen = false }: { popupOpen?: boolean } = {},
): Promise<void> {
  if (popupOpen) {
    if (process.env.E2E_SCREENSHOTS === 'off') return;
    await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) });
    return;
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // From the top, so the sticky header is not painted over the middle of a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** One full-page screenshot at the page's current width, taken whatever E2E_SCREENSHOTS says. */
export async function fullPageScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Opens the select labelled `label` (inside `scope`) and picks the option named `option`; with
 * `exact` a string must match the whole name ('Active' must not pick 'Inactive').
 */
export async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  { scope = page.locator('body'), exact = false }: { scope?: Locator; exact?: boolean } = {},
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: exact && typeof option === 'string' }).click();
}

/** A toast with this title (sonner renders each as a list item). */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** Records every dialog and any `window.__xss` a payload would set. */
export async function watchForScripts(page: Page): Promise<() => Promise<unknown[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => [
    ...dialogs,
    ...(await page.evaluate(() => (window as { __xss?: unknown[] }).__xss ?? [])),
  ];
}

/** axe-core finds no serious or critical violation on the page, at desktop and phone width. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(report, `${screen} at ${width}px: serious or critical axe violations`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Answers "Discard your changes?" with Discard changes: a dialog with unsaved changes asks before
 * Esc, the overlay, the close button or Cancel throws them away (components/discard-changes.tsx).
 */
export async function discardChanges(page: Page): Promise<void> {
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(question).toBeHidden();
}

/** Counts the page's reads (fetch and XHR) that have not been answered yet, from now on. */
export function dataRequestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until none of the page's reads is in flight over two frames (a read that starts once
 * another answers is seen): what a screen asked for has been answered. It replaces Playwright's
 * `networkidle`, which adds half a second of quiet to every wait (docs/performance.md, "The test run").
 */
export async function readsAnswered(page: Page, inFlight: () => number, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (inFlight() > 0) return false;
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        return inFlight() === 0;
      },
      { message: `the reads of ${what} answered`, intervals: [50] },
    )
    .toBe(true);
}

/**
 * Waits until `container` holds the focus (itself or an element inside it): a dialog takes it only
 * once it has opened, and a key pressed before that reaches the page instead.
 */
export async function expectFocusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus is inside the element the keys are meant for',
    })
    .toBe(true);
}

/**
 * Escape for whatever takes the focus and closes on it (a dialog, drawer, menu, a select's listbox, a
 * search field), sent once `container` holds the focus, as a person would: one pressed while a dialog
 * is still opening reaches the page instead, and the dialog stays open over everything after it.
 */
export async function escapeFrom(page: Page, container: Locator): Promise<void> {
  await expectFocusInside(container);
  await page.keyboard.press('Escape');
}
