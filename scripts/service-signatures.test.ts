// One way to write a service (docs/architecture.md, "Layers"): every exported function of a
// module's `*.service.ts` takes `ctx` first and acts for the store `ctx.tenantId` names; a function
// handed a database or transaction lives in a `*.queries.ts`. A new function written another way
// fails here, named with its file. `node scripts/service-signatures.mjs` prints the counts.
import { describe, expect, it } from 'vitest';
import { checkRepository, checkServices, describeOffender } from './service-signatures.mjs';

// The functions still written another way, each to be moved or reshaped; the list only shrinks.
// A function fixed must leave the list (the test fails on a name that no longer offends). None is
// left: a new entry needs a reason beside it.
const remainingOffenders = new Set<string>([]);

describe('service signatures', () => {
  const results = checkRepository();
  const offenders = results.filter((result) => result.problems.length > 0);

  it('take ctx first and the store from it', () => {
    const unexpected = offenders.filter(({ file, name }) => !remainingOffenders.has(`${file} ${name}`));
    expect(unexpected.map(describeOffender)).toEqual([]);
  });

  it('keeps the list of remaining offenders to those that still offend', () => {
    const offending = new Set(offenders.map(({ file, name }) => `${file} ${name}`));
    expect([...remainingOffenders].filter((entry) => !offending.has(entry))).toEqual([]);
  });

  it('finds the service functions', () => {
    expect(results.length).toBeGreaterThan(200);
  });
});

describe('the service signature checker', () => {
  const sample = `
    import type { Ctx } from '../../context.ts';
    import type { Db } from '../../db/database.ts';
    export async function listThings(ctx: Ctx, input: { page: number }) { return [ctx, input]; }
    export function countThings(ctx: Pick<Ctx, 'db' | 'tenantId'>) { return ctx; }
    export const findThing = async (ctx: Ctx, id: number) => [ctx, id];
    export async function insertThing(db: Db, name: string) { return [db, name]; }
    export async function getThing(ctx: Ctx, tenantId: number, id: number) { return [ctx, tenantId, id]; }
    export async function moveThing(ctx: Ctx, id: number, to: string) { return [ctx, id, to]; }
    export async function saveThing(ctx: Pick<Ctx, 'db'>, thing: { id: number }, options?: { draft: boolean }) { return [ctx, thing, options]; }
    export function thingUrl(publicUrl: string) { return publicUrl; }
    export function thingRule(tenantId: number, limit: number) { return tenantId < limit; }
    export async function sendThing(deps: { db: Db }, tenantId: number) { return [deps, tenantId]; }
    export { loadThing } from './thing.queries.ts';
  `;
  const queries = 'export function loadThing(tx: Db, id: number) { return [tx, id]; }';
  const results = checkServices([['/m/things/things.service.ts', sample]], (file: string) => {
    if (file === '/m/things/thing.queries.ts') return queries;
    throw new Error(`no file ${file}`);
  });
  const problems = Object.fromEntries(results.map(({ name, problems }) => [name, problems.length]));

  it('accepts ctx first and at most one input', () => {
    expect(problems).toMatchObject({ listThings: 0, countThings: 0, findThing: 0 });
  });

  it('flags a database handle first, also re-exported from a queries file', () => {
    expect(problems).toMatchObject({ insertThing: 1, loadThing: 1 });
  });

  it('flags the store taken again as a tenantId parameter', () => {
    expect(results.find(({ name }) => name === 'getThing')?.problems).toContain(
      'takes the store again as a tenantId parameter',
    );
  });

  it('flags more than one input after ctx, an optional one too', () => {
    for (const name of ['moveThing', 'saveThing'])
      expect(results.find((result) => result.name === name)?.problems).toEqual([
        'takes more than one input after ctx (one value or one object)',
      ]);
  });

  it('flags a function handed the database other than as ctx first', () => {
    expect(problems).toMatchObject({ sendThing: 1 });
  });

  it('accepts a pure function: nothing in its parameters reaches the database', () => {
    expect(problems).toMatchObject({ thingUrl: 0, thingRule: 0 });
  });
});
