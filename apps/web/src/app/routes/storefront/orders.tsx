// /orders: every order the signed-in shopper has placed, in every store, ten to a page (the
// account page's 'View All Orders'), in the frame of the store the shopper came from (ADR 0038).
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useMyOrders } from '@/features/account/api/get-my-orders.ts';
import { OrderList } from '@/features/account/components/order-list.tsx';
import { SignInRequired } from '@/features/account/components/sign-in-required.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const PAGE_SIZE = 10;

export function OrdersRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const t = useT();
  useDocumentTitle(t('orders.title'));
  const userQuery = useUser();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { enabled: !!userQuery.data },
  );

  if (userQuery.isPending) return <PageSpinner label={t('account.checking')} />;
  if (!userQuery.data) return <SignInRequired loginHref={withStore('/login', storeSlug)} />;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('orders.title')}</h1>
        <Link href={withStore('/account', storeSlug)} className={buttonVariants({ variant: 'outline' })}>
          {t('orders.back')}
        </Link>
      </div>
      <OrderList
        orders={orders.data?.orders}
        isLoading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        paging={{
          page,
          hasMore: orders.data?.hasMore ?? false,
          onPage: (next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          },
        }}
      />
    </div>
  );
}
