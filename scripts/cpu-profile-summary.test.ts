// scripts/cpu-profile-summary.mjs, on a made-up profile: each sample is charged the time until the
// next one, frames fall into the categories the checkout budget in docs/performance.md uses, and
// npm frames group by package.
import { describe, expect, it } from 'vitest';
import { categoryOf, groupOf, selfTimes, summarise } from './cpu-profile-summary.mjs';

const frame = (id: number, functionName: string, url: string) => ({
  id,
  hitCount: 0,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: 0, scriptId: '0' },
});

describe('cpu-profile-summary', () => {
  it('charges each sample the time until the next', () => {
    const ms = selfTimes({ samples: [1, 2, 1], timeDeltas: [0, 1000, 3000] });
    expect(ms.get(1)).toBe(1);
    expect(ms.get(2)).toBe(3);
  });

  it('sorts frames into categories and groups', () => {
    const drizzle = { functionName: 'is', file: '/x/node_modules/drizzle-orm/entity.js', ours: false };
    expect(categoryOf(drizzle)).toBe('drizzle SQL building and result mapping');
    expect(groupOf(drizzle)).toBe('drizzle-orm');
    expect(categoryOf({ functionName: 'writev', file: '', ours: false })).toMatch(/^socket writes/);
    expect(
      categoryOf({ functionName: 'parse', file: '/x/node_modules/pg-protocol/dist/parser.js', ours: false }),
    ).toBe('pg driver and protocol');
    const ours = {
      functionName: 'commit',
      file: 'apps/api/src/modules/checkout/commit-order.step.ts',
      ours: true,
    };
    expect(categoryOf(ours)).toBe('our code');
    expect(groupOf(ours)).toBe('apps/api/src/modules/checkout');
  });

  it('leaves idle time out of the busy total', () => {
    const summary = summarise({
      nodes: [
        frame(1, '(idle)', ''),
        frame(2, '(garbage collector)', ''),
        frame(3, 'handler', 'node:_http_server'),
      ],
      samples: [1, 2, 3, 1],
      timeDeltas: [0, 4000, 1000, 3000],
    });
    expect(summary.totalMs).toBe(8);
    expect(summary.busyMs).toBe(4);
    expect(Object.fromEntries(summary.categories)).toMatchObject({ idle: 4, GC: 1 });
  });
});
