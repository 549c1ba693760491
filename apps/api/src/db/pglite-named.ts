// Named statements on the embedded database (ADR 0108). PGlite's `query()` sends every statement
// as the unnamed one, in six calls into its engine (Parse, Describe, Bind, Describe, Execute, Sync):
// PostgreSQL parses and plans it each time, and each call crosses into WebAssembly. Here a statement
// (one command, as `query()` already requires) is parsed once under a name (Parse, Describe, Sync: its parameters' types), and
// every run after is one call (Bind, Describe, Execute, Sync), about a third of `query()`'s time
// for a short statement. Results are parsed by PGlite's own `parseResults`, parameters serialised
// by its own serializers, so rows and errors are what `query()` gives.
//
// Loaded only with PGlite (db/scopes.ts imports this file lazily, and this file PGlite's protocol
// lazily too: a bundler hoists a static import to the bundle's top), so a process on PostgreSQL
// never loads PGlite.
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type Engine = Pick<typeof import('@electric-sql/pglite'), 'parse' | 'protocol'>;
let engine: Promise<Engine> | undefined;
const pgliteEngine = (): Promise<Engine> => {
  engine ??= import('@electric-sql/pglite');
  return engine;
};

/** Statements PGlite's one session keeps by name; past it, new texts go through `query()`. */
export const PGLITE_NAMED = 1_000;

type Kept = { name: string; paramTypes: number[] };
const keptBy = new WeakMap<PGlite, Map<string, Kept>>();

function keptOn(client: PGlite): Map<string, Kept> {
  let kept = keptBy.get(client);
  if (!kept) {
    kept = new Map();
    keptBy.set(client, kept);
  }
  return kept;
}

/** A statement with its parameters, run by name before another in the same call (a scope's switch). */
export type FirstStatement = { text: string; params: unknown[] };

/**
 * `text` with `params`, by name while PGlite has room; else as `query()` does.
 * `inTransaction`: the statement runs inside an open transaction (no write-out to the file system
 * until its COMMIT, as `query()` does there). `first`: a statement run just before, in the same
 * call and the same implicit transaction (outside a transaction, a refusal of either undoes both).
 */
export async function queryByName<T>(
  client: PGlite,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction: boolean,
  unnamed: () => Promise<Results<T>>,
  first?: FirstStatement,
): Promise<Results<T>> {
  const kept = keptOn(client);
  if (options?.blob || (!kept.has(text) && kept.size >= PGLITE_NAMED)) {
    if (first)
      await queryByName(client, first.text, first.params, undefined, inTransaction, () =>
        client.query(first.text, first.params),
      );
    return unnamed();
  }
  const { parse, protocol } = await pgliteEngine();
  const result = await client.runExclusive(async () => {
    const run = async (statementText: string, values: unknown[] | undefined) => {
      const statement = kept.get(statementText) ?? (await parseByName(client, kept, statementText));
      return [
        protocol.serialize.bind({
          statement: statement.name,
          values: (values ?? []).map((value, i) =>
            serialised(client, statement.paramTypes[i], value, options),
          ),
        }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ];
    };
    const messages = [...(first ? await run(first.text, first.params) : []), ...(await run(text, params))];
    const answer = await client.execProtocol(concat([...messages, protocol.serialize.sync()]), {
      syncToFs: false,
    });
    return parse.parseResults(answer.messages, ...parsersOf(client, options)).at(-1) as Results<T>;
  });
  if (!inTransaction) await client.syncToFs();
  return result;
}

/** Parses `text` under a new name and learns its parameters' types; a refusal keeps nothing. */
async function parseByName(client: PGlite, kept: Map<string, Kept>, text: string): Promise<Kept> {
  const { parse, protocol } = await pgliteEngine();
  const name = `sf_${kept.size + 1}`;
  const described = await client.execProtocol(
    concat([
      protocol.serialize.parse({ name, text, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  kept.set(text, statement);
  return statement;
}

/**
 * The parsers `parseResults` is given: PGlite's (about 300 types), with the query's own for a few
 * (drizzle's leave timestamps as text) laid over them. `parseResults` would copy all of PGlite's
 * into a new object for every statement to do that (about 90 µs each, 3–4 ms per order); an object
 * whose prototype is PGlite's answers the same lookups without the copy.
 */
type Parsers = Parameters<Engine['parse']['parseResults']>[1];

function parsersOf(client: PGlite, options: QueryOptions | undefined): [Parsers, QueryOptions | undefined] {
  if (!options?.parsers) return [client.parsers, options];
  const { parsers, ...rest } = options;
  // A statement built once (db/prepared.ts) brings the same parsers each time.
  let ofClient = laidOver.get(client);
  if (!ofClient) {
    ofClient = new WeakMap();
    laidOver.set(client, ofClient);
  }
  let laid = ofClient.get(parsers);
  if (!laid) {
    laid = Object.assign(Object.create(client.parsers), parsers) as Parsers;
    ofClient.set(parsers, laid);
  }
  return [laid, rest];
}
const laidOver = new WeakMap<PGlite, WeakMap<object, Parsers>>();

/** As `query()` serialises a parameter: the query's serializer for its type, else PGlite's, else text. */
function serialised(
  client: PGlite,
  type: number | undefined,
  value: unknown,
  options: QueryOptions | undefined,
) {
  if (value === null || value === undefined) return null;
  const serializer =
    type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The text a name stands for on this PGlite (what a Bind message names), for counting statements. */
export function textOfName(client: PGlite, name: string): string | undefined {
  for (const [text, statement] of keptOn(client)) if (statement.name === name) return text;
  return undefined;
}
