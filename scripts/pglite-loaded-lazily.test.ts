// A server on PostgreSQL never loads PGlite (docs/decisions/0016, 0108): the API's sources import it
// for types only, and its code with `import()` where the embedded database is opened. A static
// import would be hoisted to the top of the bundled server (apps/api/dist/main.mjs), so every
// process would load PGlite's engine, whichever database it uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '../apps/api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Static imports of PGlite that bring its code: `import … from '@electric-sql/pglite…'`, not `import type`. */
function staticPgliteImports(source: string): string[] {
  const imports = source.match(/^import\s+(?!type\b)[^;]*?from\s+'@electric-sql\/pglite[^']*'/gms) ?? [];
  return imports.map((statement) => statement.replace(/\s+/g, ' '));
}

describe('PGlite in the API server', () => {
  it('is imported for its types only, its code loaded with import()', () => {
    const offenders = sourceFiles(sourceRoot).flatMap((file) =>
      staticPgliteImports(readFileSync(file, 'utf8')).map(
        (statement) => `${path.relative(sourceRoot, file)}: ${statement}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('tells a static import from a type import and a dynamic one', () => {
    expect(staticPgliteImports("import { parse, protocol } from '@electric-sql/pglite';")).toHaveLength(1);
    expect(staticPgliteImports("import {\n  PGlite,\n} from '@electric-sql/pglite/worker';")).toHaveLength(1);
    expect(staticPgliteImports("import type { PGlite } from '@electric-sql/pglite';")).toEqual([]);
    expect(staticPgliteImports("const engine = import('@electric-sql/pglite');")).toEqual([]);
  });
});
