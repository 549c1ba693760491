// The server's modules are to form a tree (docs/architecture.md, "Layers and modules"). One import
// cycle is left from before that rule; this test holds it to the units it has today, so a new
// import that pulls another unit into it, or a second cycle, fails here. When a change takes a unit
// out, the test fails too, asking for the unit to be struck from the list: the cycle only shrinks.
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsInside } from './module-graph.mjs';

/** The units still in the one cycle. Strike a unit when it leaves; never add one. */
const STILL_IN_THE_CYCLE = ['modules/catalogue', 'modules/product-subscriptions'];

/** Imports between those units today: a ceiling that only comes down. */
const MOST_IMPORTS_INSIDE_THE_CYCLE = 2;

describe('the server’s import graph', () => {
  const graph = importGraph();
  const cycles = importCycles(graph);

  it('has no cycle but the one being taken apart, and nothing new in it', () => {
    expect(cycles.length).toBeLessThanOrEqual(1);
    expect(cycles[0] ?? []).toEqual(STILL_IN_THE_CYCLE);
  });

  it('adds no import between the units of that cycle', () => {
    const edges = cycles[0] ? importsInside(graph, cycles[0]) : [];
    expect(edges.length).toBeLessThanOrEqual(MOST_IMPORTS_INSIDE_THE_CYCLE);
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
