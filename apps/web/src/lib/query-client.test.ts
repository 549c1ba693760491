// The tag rule of query-tags.ts: a write refreshes the reads of any feature that show what it changed.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { type QueryTag, tag, tagsMatch } from './query-tags.ts';

describe('tagsMatch', () => {
  it('matches one store, every store, and reads that may show any store', () => {
    expect(tagsMatch('tenant:7', 'tenant:7')).toBe(true);
    expect(tagsMatch('tenant', 'tenant:7')).toBe(true);
    expect(tagsMatch('tenant:7', 'tenant')).toBe(true);
    expect(tagsMatch('tenant:7', 'tenant:8')).toBe(false);
    expect(tagsMatch('tenant:7', 'billing:7')).toBe(false);
    expect(tagsMatch('products:own', 'products:7')).toBe(false);
  });
});

describe('a mutation naming tags', () => {
  it('refreshes exactly the reads that carry a matching tag, whatever their key', async () => {
    const queryClient = createQueryClient();
    const reads: string[] = [];
    const watch = (key: string, tags: QueryTag[]) => {
      const observer = new QueryObserver(queryClient, {
        queryKey: [key],
        queryFn: async () => {
          reads.push(key);
          return key;
        },
        meta: { tags },
      });
      return observer.subscribe(() => {});
    };
    const stop = [
      watch('store-7-account', [tag('tenant', 7)]),
      watch('store-8-account', [tag('tenant', 8)]),
      watch('store-list', [tag('tenant')]),
      watch('bills', [tag('billing')]),
    ];
    await vi.waitFor(() => expect(reads).toHaveLength(4));
    reads.length = 0;

    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: async (_: { tenantId: number }) => 'ok',
        meta: { invalidates: (change: { tenantId: number }) => [tag('tenant', change.tenantId)] },
      })
      .execute({ tenantId: 7 });
    await vi.waitFor(() => expect(reads.sort()).toEqual(['store-7-account', 'store-list']));
    for (const unsubscribe of stop) unsubscribe();
  });
});
