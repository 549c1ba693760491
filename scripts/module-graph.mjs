// The server's import graph between its units (docs/architecture.md, "Layers"): each
// folder of apps/api/src/modules is one unit, as are lib, config, db, plugins, seed and each file at
// the root of src. `node scripts/module-graph.mjs` prints the units that form import cycles and the
// imports between them, and any import of a module's own (not public) files from outside it;
// scripts/module-graph.test.ts fails on either.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverSource = path.join(root, 'apps/api/src');

/**
 * Source files the server runs: tests, their support files and migrations left out, and the lint
 * probes `scripts/lint-boundaries.test.ts` writes into the tree for a moment (the two test files
 * may run side by side).
 */
function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'migrations') sourceFiles(file, found);
    } else if (name.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$|^zz-boundary-probe-/.test(name))
      found.push(file);
  }
  return found;
}

/** The unit a file belongs to: `modules/<name>`, a top folder, or a root file. */
export function unitOf(file, source = serverSource) {
  const parts = path.relative(source, file).split(path.sep);
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
}

const relativeImport = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** unit → (unit it imports → the importing files), for every import that crosses units. */
export function importGraph(source = serverSource) {
  const graph = new Map();
  for (const file of sourceFiles(source)) {
    const from = unitOf(file, source);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const to = unitOf(path.resolve(path.dirname(file), specifier), source);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const targets = graph.get(from);
      if (!targets.has(to)) targets.set(to, new Set());
      targets.get(to).add(path.relative(source, file));
    }
  }
  return graph;
}

/** The strongly connected groups of more than one unit (Tarjan's algorithm), each sorted. */
export function importCycles(graph) {
  const units = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (unit) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit));
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of [...units].sort()) if (!index.has(unit)) visit(unit);
  return groups;
}

/** The imports between units of one cycle, as `from -> to` with the importing files. */
export function importsInside(graph, group) {
  const members = new Set(group);
  const edges = [];
  for (const from of group)
    for (const [to, files] of graph.get(from) ?? [])
      if (members.has(to)) edges.push({ from, to, files: [...files].sort() });
  return edges;
}

/**
 * A module's public entries, the only files another unit may import (docs/architecture.md,
 * "Layers"): its services, shared types and errors, the plugin app.ts registers and the job
 * handlers the job registry runs. Everything else in the folder is the module's own.
 */
export const publicEntry = /\.(service|types|errors|plugin|jobs)\.ts$/;

/** Every import of a module's file that is not one of its public entries, from outside the module. */
export function internalImports(source = serverSource) {
  const found = [];
  for (const file of sourceFiles(source)) {
    const from = unitOf(file, source);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const target = path.resolve(path.dirname(file), specifier);
      const to = unitOf(target, source);
      if (to === from || !to.startsWith('modules/') || publicEntry.test(target)) continue;
      found.push(`${path.relative(source, file)} -> ${path.relative(source, target)}`);
    }
  }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const cycles = importCycles(graph);
  console.log(`${graph.size} units import another; ${cycles.length} import cycle(s)`);
  for (const group of cycles) {
    const edges = importsInside(graph, group);
    console.log(`\n${group.length} units in one cycle, ${edges.length} imports between them:`);
    for (const { from, to, files } of edges) console.log(`  ${from} -> ${to}  (${files.join(', ')})`);
  }
  const internal = internalImports();
  console.log(`\n${internal.length} import(s) of another module's own files:`);
  for (const line of internal) console.log(`  ${line}`);
}
