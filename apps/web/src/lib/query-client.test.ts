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

describe('a write while a read is on its first fetch', () => {
  /** A category list on a server: each read takes the rows as they are when asked, and answers when let go. */
  function categoryServer() {
    const rows = ['T-Shirts'];
    const waiting: (() => void)[] = [];
    const read = async () => {
      const seen = [...rows];
      await new Promise<void>((answer) => waiting.push(answer));
      return seen;
    };
    /** Lets every read asked so far answer. */
    const answerAll = () => {
      for (const answer of waiting.splice(0)) answer();
    };
    return { rows, read, waiting, answerAll };
  }

  /** The list open (its first read asked, not answered), a category added, then the read answering. */
  async function addWhileListLoads(invalidation: 'own key' | 'tag') {
    const queryClient = createQueryClient();
    const server = categoryServer();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['categories'],
      queryFn: server.read,
      ...(invalidation === 'tag' ? { meta: { tags: [tag('products', 'own')] } } : {}),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(server.waiting).toHaveLength(1));

    // The write's success waits for the refetch it starts, so the reads are let go while it runs.
    const added = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: async (name: string) => {
          server.rows.push(name);
          return name;
        },
        // The shared handler's tags, or the feature's own keys in its onSuccess (save-category.ts).
        ...(invalidation === 'tag'
          ? { meta: { invalidates: () => [tag('products', 'own')] } }
          : { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['categories'] }) }),
      })
      .execute('Drinkware');
    // The write done and the list invalidated, and only then the first read's answer.
    await vi.waitFor(() => expect(queryClient.getQueryState(['categories'])?.isInvalidated).toBe(true));
    await vi.waitFor(() => {
      server.answerAll();
      expect(observer.getCurrentResult().data).toEqual(['T-Shirts', 'Drinkware']);
    });
    await added;
    const result = observer.getCurrentResult();
    expect(result.status).toBe('success');
    expect(result.isFetching).toBe(false);
    stop();
  }

  it('shows the new row when the feature invalidates its own key: the older read is not kept', async () => {
    await addWhileListLoads('own key');
  });

  it('shows the new row when the write names the read’s tag', async () => {
    await addWhileListLoads('tag');
  });

  it('leaves a first fetch alone when the invalidation refetches nothing', async () => {
    const queryClient = createQueryClient();
    const server = categoryServer();
    const observer = new QueryObserver(queryClient, { queryKey: ['categories'], queryFn: server.read });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(server.waiting).toHaveLength(1));
    server.rows.push('Drinkware');
    await queryClient.invalidateQueries({ queryKey: ['categories'], refetchType: 'none' });
    expect(server.waiting).toHaveLength(1);
    server.answerAll();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['T-Shirts']));
    stop();
  });
});
