// /terms-conditions and /returns-refunds (with any store prefix): the store's own text from content
// keys terms_conditions / returns_refunds, or a fallback while the store has not written one.
import type { ContentEntry } from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { PolicyContent } from '@/features/content/components/policy-content.tsx';
import { contentValue } from '@/features/content/content.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const pages = {
  'terms-conditions': {
    title: 'Terms & Conditions',
    key: 'terms_conditions',
    fallback:
      'This store has not published its terms and conditions yet. Your statutory rights as a consumer apply to every order. For any question about an order, please contact the store using the details below.',
  },
  'returns-refunds': {
    title: 'Returns & Refunds',
    key: 'returns_refunds',
    fallback:
      'This store has not published its returns policy yet. You can cancel an online order within 14 days of delivery under the Consumer Contracts Regulations. Please contact the store using the details below to arrange a return.',
  },
} as const;

type PolicyRouteProps = {
  page: keyof typeof pages;
  content: Pick<UseQueryResult<ContentEntry[]>, 'data' | 'isPending'>;
};

export function PolicyRoute({ page, content }: PolicyRouteProps) {
  const { title, key, fallback } = pages[page];
  useDocumentTitle(title);
  if (content.isPending && !content.data) return <PageSpinner />;
  const html = contentValue(content.data, key);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-8">
        {html ? <PolicyContent html={html} /> : <p className="text-muted-foreground">{fallback}</p>}
      </div>
    </article>
  );
}
