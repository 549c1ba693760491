// The server's units form a tree (docs/architecture.md, "Layers"): no import cycle between any of
// them, and the lowest floors import nothing that stands on them. A new import that closes a
// cycle fails here, naming the units and the files that import each other.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsInside, internalImports } from './module-graph.mjs';

describe('the server’s import graph', () => {
  const graph = importGraph();

  it('has no cycle between units', () => {
    const cycles = importCycles(graph).map((group) =>
      importsInside(graph, group).map(({ from, to, files }) => `${from} -> ${to} (${files.join(', ')})`),
    );
    expect(cycles).toEqual([]);
  });

  it('reaches another module only through its public entries', () => {
    // *.service.ts, *.types.ts, *.errors.ts, *.plugin.ts (for app.ts) and *.jobs.ts (for the job
    // registry); a module's queries, routes, views and helpers are its own.
    expect(internalImports()).toEqual([]);
  });

  it('names an import of another module’s own file, and passes the public ones', () => {
    const source = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
        writeFileSync(path.join(source, file), text);
      };
      write('modules/orders/orders.service.ts', "import { one } from '../catalogue/products.queries.ts';\n");
      write(
        'modules/orders/orders.view.ts',
        "import type { Product } from '../catalogue/products.types.ts';\n",
      );
      write('modules/orders/orders.jobs.ts', "import { price } from '../catalogue/products.service.ts';\n");
      write(
        'app.ts',
        "import { web } from './modules/storefront/web.ts';\nimport { orders } from './modules/orders/orders.plugin.ts';\n",
      );
      write('modules/catalogue/products.queries.ts', 'export const one = 1;\n');
      expect(internalImports(source)).toEqual([
        'app.ts -> modules/storefront/web.ts',
        'modules/orders/orders.service.ts -> modules/catalogue/products.queries.ts',
      ]);
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
  });

  it('keeps the lowest floors free of what stands on them', () => {
    // lib and config import nothing of the server; db and context.ts only those two; the plumbing
    // in plugins/ no module.
    const allowed: Record<string, string[]> = {
      lib: [],
      config: ['lib'],
      db: ['config', 'lib'],
      'context.ts': ['config', 'db', 'lib'],
      plugins: ['config', 'context.ts', 'db', 'lib'],
    };
    for (const [unit, below] of Object.entries(allowed)) {
      const imported = [...(graph.get(unit)?.keys() ?? [])].sort();
      expect(
        imported.filter((to) => !below.includes(to)),
        unit,
      ).toEqual([]);
    }
  });
});
