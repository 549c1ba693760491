// The typed client's types (packages/client/src/generated/openapi.d.ts) are generated from the
// description the app builds. This test fails when the committed file is stale: regenerate it with
// `npm run generate -w packages/client`, which runs this same file with UPDATE_CLIENT_TYPES=1.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';

const generatedFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/client/src/generated/openapi.d.ts',
);
const header =
  '// Generated from the Storefleet OpenAPI description by openapi-typescript: do not edit.\n' +
  '// Regenerate with `npm run generate -w packages/client` (apps/api/test/client-types.test.ts).\n\n';

describe('the typed client', () => {
  it('has types generated from the current OpenAPI description', async () => {
    const t = await createTestApp();
    const description = t.app.swagger();
    await t.close();
    const generated = header + astToString(await openapiTS(description as never));
    if (process.env.UPDATE_CLIENT_TYPES === '1') writeFileSync(generatedFile, generated);
    const committed = readFileSync(generatedFile, 'utf8');
    expect(
      committed === generated,
      'packages/client/src/generated/openapi.d.ts is stale: run `npm run generate -w packages/client` and commit it',
    ).toBe(true);
  });
});
