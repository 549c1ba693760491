// One of node's `process.nextTick` objects, kept for the life of the process (docs/decisions/0124).
// Node builds each tick as an object literal; V8 keeps that literal's map only while some object
// has it, and a full collection at a moment when no tick is queued drops it. The next tick then gets
// a new map, and the literal's site, having seen two, builds every later tick through V8's runtime:
// several times slower, on every socket write and stream end (docs/performance.md, "The store front
// against bare node"). The server's entry imports this module first, so that the tick is kept
// before the rest of the server's code has run a collection.
import { createHook } from 'node:async_hooks';

let keptTick: object | undefined;

/** Keeps one tick object alive, so that its map, which every later tick takes, is never dropped. */
export function keepTickObjectMap(): void {
  if (keptTick !== undefined) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && keptTick === undefined) keptTick = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

keepTickObjectMap();

/** The tick object kept by keepTickObjectMap, for its test. */
export function keptTickObject(): object | undefined {
  return keptTick;
}
