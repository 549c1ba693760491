// The demo history's rows go in multi-row inserts of at most CHUNK rows (seed/demo-history.ts).
const CHUNK = 400;

export function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}
