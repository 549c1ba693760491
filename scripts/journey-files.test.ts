// npm test runs every journey file in one Playwright run, each file against a fresh server of its
// own that the `fileServer` fixture of apps/web/e2e/fixtures.ts asks for on the file's first test
// (scripts/test.mjs, docs/performance.md "The test run"). Two ways a file could quietly run against
// the previous file's server instead, each refused here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '../apps/web/e2e');

/** A value import of `test` from Playwright itself: that `test` has no `fileServer` fixture. */
const importsPlaywrightsTest = (source: string) =>
  /import\s*\{[^}]*(?<![\w.])test\b(?!\s+as\b)[^}]*\}\s*from\s*'@playwright\/test'/.test(
    source.replace(/import\s+type\s*\{[^}]*\}\s*from\s*'@playwright\/test'/g, ''),
  );

/** A `beforeAll` hook that takes fixtures (a page, a request, the browser…): it runs before the switch. */
const beforeAllUsesFixtures = (source: string) => /\.beforeAll\(\s*async\s*\(\s*\{\s*\w/.test(source);

const specs = () =>
  readdirSync(e2e)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, source: readFileSync(path.join(e2e, file), 'utf8') }));

describe('journey files', () => {
  it('take `test` from ./fixtures.ts, which gives each file its own server', () => {
    expect(
      specs()
        .filter(({ source }) => importsPlaywrightsTest(source))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('use no server in a beforeAll hook (it runs before the file has its server)', () => {
    expect(
      specs()
        .filter(({ source }) => beforeAllUsesFixtures(source))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('the probes catch what they name', () => {
    expect(importsPlaywrightsTest(`import { expect, test } from '@playwright/test';`)).toBe(true);
    expect(importsPlaywrightsTest(`import { test as base, expect } from '@playwright/test';`)).toBe(false);
    expect(importsPlaywrightsTest(`import type { Page, TestInfo } from '@playwright/test';`)).toBe(false);
    expect(importsPlaywrightsTest(`import { expect, test } from './fixtures.ts';`)).toBe(false);
    expect(beforeAllUsesFixtures('test.beforeAll(async ({ browser }) => {')).toBe(true);
    expect(beforeAllUsesFixtures('test.beforeAll(async () => {')).toBe(false);
  });
});
