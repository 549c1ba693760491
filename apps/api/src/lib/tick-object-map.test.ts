// The kept tick holds the map of every later tick through full collections (docs/decisions/0124).
// V8's own check of maps (`%HaveSameMap`) runs in a child process started with the flags it needs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./tick-object-map.ts', import.meta.url).href;

function runChild(script: string): Record<string, unknown> {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8', timeout: 30_000 },
  );
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
}

const newTick = `
  const newTick = () => {
    let tick;
    const hook = createHook({ init(id, type, trigger, resource) { if (type === 'TickObject') tick ??= resource; } });
    hook.enable();
    process.nextTick(() => {});
    hook.disable();
    return tick;
  };`;

describe('the kept tick object', () => {
  it('is a tick whose map a tick made after two full collections still has', () => {
    const result = runChild(`
      import { createHook } from 'node:async_hooks';
      import { keepTickObjectMap, keptTickObject } from '${moduleUrl}';
      ${newTick}
      keepTickObjectMap();
      keepTickObjectMap();
      const kept = keptTickObject();
      await new Promise((resolve) => setTimeout(resolve, 20));
      globalThis.gc();
      globalThis.gc();
      const later = newTick();
      console.log(JSON.stringify({ kept: kept !== undefined, sameMap: %HaveSameMap(kept, later) }));
    `);
    expect(result).toEqual({ kept: true, sameMap: true });
  });
});
