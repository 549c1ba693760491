// The API test files share their worker's modules (vitest.config.ts, `isolate: false`); a file that
// replaces a module or a global must be listed to get modules of its own, or it would change them
// for the files after it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedApiTests } from '../vitest.config.ts';

const apiRoot = path.resolve(import.meta.dirname, '../apps/api');
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('API test files that replace modules or globals', () => {
  it('each runs with modules of its own', () => {
    const replacing = [...testFiles(path.join(apiRoot, 'src')), ...testFiles(path.join(apiRoot, 'test'))]
      .filter((file) => replacesModulesOrGlobals.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(apiRoot, file))
      .sort();
    expect(replacing).toEqual([...isolatedApiTests].sort());
  });
});
