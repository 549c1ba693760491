// /account (spec storefront §2 Account page): login required; username, e-mail, this store's order
// history, and the quick actions 'Continue Shopping' and 'View All Orders'. Shown in the frame of the
// store the shopper came from (ADR 0038): 'Continue Shopping' goes to that store's home, and the
// order history, subscriptions and saved addresses are that store's (tenantId).
import { keepsAddressBook } from '@storefleet/contracts';
import { Mail, ShoppingBag, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useMyOrders } from '@/features/account/api/get-my-orders.ts';
import { AccountLanguageField } from '@/features/account/components/account-language-field.tsx';
import { AddressBook } from '@/features/account/components/address-book.tsx';
import { ChangePasswordCard } from '@/features/account/components/change-password-form.tsx';
import { OrderList } from '@/features/account/components/order-list.tsx';
import { SignInRequired } from '@/features/account/components/sign-in-required.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { SignOutEverywhereButton } from '@/features/auth/components/sign-out-everywhere-button.tsx';
import { MySubscriptions } from '@/features/product-subscriptions/components/my-subscriptions.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const RECENT_ORDERS = 10;

type AccountRouteProps = {
  tenantId: number | undefined;
  /** The store's home ('/' for the default store). */
  homeHref?: string;
  /** Carried on links to the other unprefixed screens (null: the default store). */
  storeSlug?: string | null;
};

export function AccountRoute({ tenantId, homeHref = '/', storeSlug = null }: AccountRouteProps) {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const userQuery = useUser();
  const user = userQuery.data;
  const orders = useMyOrders(
    { tenantId, limit: RECENT_ORDERS, offset: 0 },
    { enabled: !!user && tenantId !== undefined },
  );

  if (userQuery.isPending) return <PageSpinner label={t('account.checking')} />;
  if (userQuery.isError) {
    return (
      <StatusPanel
        icon={UserRound}
        title={t('account.somethingWrong')}
        actions={<Button onClick={() => userQuery.refetch()}>{t('common.tryAgain')}</Button>}
      >
        {t('account.checkFailed')}
      </StatusPanel>
    );
  }
  if (!user) return <SignInRequired loginHref={withStore('/login', storeSlug)} />;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle className="text-xl">{t('account.profile')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="shrink-0 font-medium">{t('account.username')}</span>
              <span data-testid="account-username">{user.username}</span>
            </p>
            {user.email ? (
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="shrink-0 font-medium">{t('account.email')}</span>
                <span>{user.email}</span>
              </p>
            ) : null}
            <AccountLanguageField />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('account.quickActions')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Link href={homeHref} className={buttonVariants()}>
              <ShoppingBag aria-hidden="true" />
              {t('cart.continue')}
            </Link>
            <Link href={withStore('/orders', storeSlug)} className={buttonVariants({ variant: 'outline' })}>
              {t('account.viewAllOrders')}
            </Link>
            <SignOutEverywhereButton />
          </CardContent>
        </Card>
      </div>
      {tenantId !== undefined && keepsAddressBook(user) ? <AddressBook tenantId={tenantId} /> : null}
      {tenantId !== undefined ? <MySubscriptions tenantId={tenantId} /> : null}
      <section aria-labelledby="order-history" className="space-y-4">
        <h2 id="order-history" className="text-2xl font-semibold tracking-tight">
          {t('account.orderHistory')}
        </h2>
        <OrderList
          orders={orders.data?.orders}
          isLoading={orders.isPending}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      </section>
      <ChangePasswordCard />
    </div>
  );
}
