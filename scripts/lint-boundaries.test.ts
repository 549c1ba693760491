// Proves that the boundaries in biome.jsonc hold: each deliberate violation below is written into the
// tree as a real file, linted with the repo's Biome config, and must be reported; its allowed twin
// must not be. If someone loosens a rule, `npm test` fails here.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules/.bin/biome');

type Probe = { dir: string; source: string; ext?: string };

/**
 * Writes each probe into the tree as `dir/<probe>.<ext>`, lints them all in one Biome run (its scan
 * of the project is most of a run's cost) and returns the rules reported for each, in order.
 * Biome is pinned exactly (package.json), so its JSON report's shape holds.
 */
function rulesReportedForEach(probes: Probe[]): string[][] {
  const files = probes.map(({ dir, ext = 'ts' }) =>
    path.join(dir, `zz-boundary-probe-${randomBytes(4).toString('hex')}.${ext}`),
  );
  for (const [index, { source }] of probes.entries())
    writeFileSync(path.join(root, files[index] as string), source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=none', '--reporter=json', ...files], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(result.stdout) as {
      diagnostics: { category?: string; location?: { path?: string } }[];
    };
    return files.map((file) =>
      report.diagnostics
        .filter((diagnostic) => diagnostic.location?.path === file)
        .map((diagnostic) => /^lint\/[a-z]+\/([A-Za-z]+)$/.exec(diagnostic.category ?? '')?.[1] ?? ''),
    );
  } finally {
    for (const file of files) rmSync(path.join(root, file), { force: true });
  }
}

const importing = (specifier: string) =>
  `import { probe } from '${specifier}';\nexport const used = probe;\n`;

type Case = { name: string; dir: string; source: string; ext?: string; rule: string };

const violations: Case[] = [
  {
    name: 'a web feature importing another feature by alias',
    dir: 'apps/web/src/features/checkout/components',
    source: importing('@/features/cart/cart-context.tsx'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a web feature importing another feature by relative path',
    dir: 'apps/web/src/features/checkout/components',
    source: importing('../../cart/cart-context.tsx'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a web feature file at the feature root climbing into another feature',
    dir: 'apps/web/src/features/checkout',
    source: importing('../cart/cart-lines.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a shared component importing a feature',
    dir: 'apps/web/src/components',
    source: importing('@/features/cart/cart-context.tsx'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a web feature importing a route by alias',
    dir: 'apps/web/src/features/cart/components',
    source: importing('@/app/route-table.ts'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a web feature importing a route by relative path',
    dir: 'apps/web/src/features/cart/components',
    source: importing('../../../app/route-table.ts'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a shared component importing a feature by relative path',
    dir: 'apps/web/src/components',
    source: importing('../features/cart/cart-context.tsx'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a shared component importing a route by relative path',
    dir: 'apps/web/src/components/ui',
    source: importing('../../app/route-table.ts'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a service importing the Drizzle schema',
    dir: 'apps/api/src/modules/catalogue',
    source: importing('../../db/schema/index.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module importing another module’s queries',
    dir: 'apps/api/src/modules/orders',
    source: importing('../catalogue/products.queries.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module importing another module’s routes',
    dir: 'apps/api/src/modules/orders',
    source: importing('../catalogue/products.routes.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module importing a file in another module’s sub-folder',
    dir: 'apps/api/src/modules/team',
    source: importing('../email/templates/layout.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module’s sub-folder importing a file in another module’s sub-folder',
    dir: 'apps/api/src/modules/uploads/storage',
    source: importing('../../email/templates/layout.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a routes file importing a file in another module’s sub-folder',
    dir: 'apps/api/src/modules/team',
    source: importing('../email/templates/layout.ts'),
    ext: 'routes.ts',
    rule: 'noRestrictedImports',
  },
  {
    name: 'code outside modules/ importing a file in a module’s sub-folder',
    dir: 'apps/api/src/seed',
    source: importing('../modules/email/templates/layout.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'lib/ importing a plugin',
    dir: 'apps/api/src/lib',
    source: importing('../plugins/errors.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'lib/ importing a module',
    dir: 'apps/api/src/lib',
    source: importing('../modules/auth/password.service.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a new plugin importing a module',
    dir: 'apps/api/src/plugins',
    source: importing('../modules/auth/session.service.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a server import without its .ts extension',
    dir: 'apps/api/src/modules/orders',
    source: importing('../catalogue/products.service'),
    rule: 'useImportExtensions',
  },
  {
    name: 'a web relative import without its .tsx extension',
    dir: 'apps/web/src/features/cart/components',
    source: importing('../cart-context'),
    ext: 'tsx',
    rule: 'useImportExtensions',
  },
  {
    name: 'a web @/ alias import without its .ts extension',
    dir: 'apps/web/src/features/cart/components',
    source: importing('@/lib/api-client'),
    ext: 'tsx',
    rule: 'useImportExtensions',
  },
  {
    name: 'a contracts import without its .ts extension',
    dir: 'packages/contracts/src',
    source: importing('./money'),
    rule: 'useImportExtensions',
  },
  {
    name: 'application code reading process.env outside config/',
    dir: 'apps/api/src/modules/orders',
    source: 'export const port = process.env.PORT;\n',
    rule: 'noProcessEnv',
  },
];

const allowed: Case[] = [
  {
    name: 'a web feature importing its own files, shared components and lib',
    dir: 'apps/web/src/features/checkout/components',
    source: `${importing('../api/create-payment-intent.ts')}import { Button } from '@/components/ui/button.tsx';\nimport { api } from '@/lib/api-client.ts';\nexport const more = [Button, api];\n`,
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a route composing a feature',
    dir: 'apps/web/src/app/routes',
    source: importing('@/features/cart/cart-context.tsx'),
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a web feature importing its own files and the contracts’ app-routes package',
    dir: 'apps/web/src/features/cart/components',
    source: `${importing('../cart-context.tsx')}import { isAppPath } from '@storefleet/contracts/app-routes';\nexport const more = isAppPath;\n`,
    ext: 'tsx',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a queries file importing the Drizzle schema',
    dir: 'apps/api/src/modules/catalogue',
    source: importing('../../db/schema/index.ts'),
    ext: 'queries.ts',
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module calling another module’s service',
    dir: 'apps/api/src/modules/orders',
    source: importing('../catalogue/products.service.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module importing another module’s root files, lib and plugins',
    dir: 'apps/api/src/modules/team',
    source: `${importing('../email/email-templates.service.ts')}import { AppError } from '../../lib/errors.ts';\nimport { readSessionToken } from '../../plugins/request-context.ts';\nexport const more = [AppError, readSessionToken];\n`,
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module’s root importing its own sub-folder',
    dir: 'apps/api/src/modules/email',
    source: importing('./templates/layout.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a module’s sub-folder importing its own module, another module’s root and config',
    dir: 'apps/api/src/modules/uploads/storage',
    source: `${importing('../uploads.service.ts')}import { queueEmail } from '../../email/email.service.ts';\nimport type { Config } from '../../../config/config.ts';\nexport const more = queueEmail;\nexport type More = Config;\n`,
    rule: 'noRestrictedImports',
  },
  {
    name: 'lib/ importing lib/',
    dir: 'apps/api/src/lib',
    source: importing('./errors.ts'),
    rule: 'noRestrictedImports',
  },
  {
    name: 'a plugin importing lib/ and another plugin',
    dir: 'apps/api/src/plugins',
    source: `${importing('../lib/errors.ts')}import { matchStoreRoute } from './store-routes.ts';\nexport const more = matchStoreRoute;\n`,
    rule: 'noRestrictedImports',
  },
  {
    name: 'a server import that spells out .ts',
    dir: 'apps/api/src/modules/orders',
    source: importing('../catalogue/products.service.ts'),
    rule: 'useImportExtensions',
  },
  {
    name: 'web relative and @/ alias imports that spell out .ts or .tsx',
    dir: 'apps/web/src/features/cart/components',
    source: `${importing('../cart-context.tsx')}import { api } from '@/lib/api-client.ts';\nexport const more = api;\n`,
    ext: 'tsx',
    rule: 'useImportExtensions',
  },
  {
    name: 'a contracts import that spells out .ts',
    dir: 'packages/contracts/src',
    source: importing('./money.ts'),
    rule: 'useImportExtensions',
  },
  {
    name: 'package imports, which name no file and take no extension',
    dir: 'apps/web/src/features/cart/components',
    source: `${importing('@storefleet/contracts/app-routes')}import { z } from 'zod';\nexport const more = z;\n`,
    ext: 'tsx',
    rule: 'useImportExtensions',
  },
  {
    name: 'config reading process.env',
    dir: 'apps/api/src/config',
    source: 'export const port = process.env.PORT;\n',
    rule: 'noProcessEnv',
  },
];

describe('lint boundaries (biome.jsonc)', () => {
  const routeImportingQueries: Probe = {
    dir: 'apps/api/src/modules/catalogue',
    source: importing('./products.queries.ts'),
    ext: 'routes.ts',
  };
  const probes: Probe[] = [...violations, ...allowed, routeImportingQueries];
  const reported = new Map<Probe, string[]>();
  beforeAll(() => {
    const rules = rulesReportedForEach(probes);
    for (const [index, probe] of probes.entries()) reported.set(probe, rules[index] ?? []);
  }, 120_000);

  it.each(violations)('refuses $name', (probe) => {
    expect(reported.get(probe)).toContain(probe.rule);
  });

  it('refuses a route importing queries, by the route rule', () => {
    expect(reported.get(routeImportingQueries)).toContain('noRestrictedImports');
  });

  it.each(allowed)('allows $name', (probe) => {
    expect(reported.get(probe)).toBeDefined();
    expect(reported.get(probe)).not.toContain(probe.rule);
  });
});
