// The server's units form a tree (docs/architecture.md, "Layers"): no import cycle between any of
// them, and the lowest floors import nothing that stands on them. A new import that closes a
// cycle fails here, naming the units and the files that import each other.
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsInside } from './module-graph.mjs';

describe('the server’s import graph', () => {
  const graph = importGraph();

  it('has no cycle between units', () => {
    const cycles = importCycles(graph).map((group) =>
      importsInside(graph, group).map(({ from, to, files }) => `${from} -> ${to} (${files.join(', ')})`),
    );
    expect(cycles).toEqual([]);
  });

  it('keeps the lowest floors free of what stands on them', () => {
    // lib and config import nothing of the server; db and context.ts only those two; the plumbing
    // in plugins/ no module but the store-front cache's mechanism.
    const allowed: Record<string, string[]> = {
      lib: [],
      config: ['lib'],
      db: ['config', 'lib'],
      'context.ts': ['config', 'db', 'lib'],
      plugins: ['config', 'context.ts', 'db', 'lib', 'modules/storefront-cache'],
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
