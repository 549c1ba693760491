// The account page's 'My Subscriptions': the customer's own subscriptions at this store, with
// pause / resume / cancel. Hidden while they have none.
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { SubscriptionRow } from './subscription-row.tsx';

export function MySubscriptions({ tenantId }: { tenantId: number | undefined }) {
  const t = useT();
  const subscriptions = useMySubscriptions(tenantId);
  if (subscriptions.isLoading) return <Spinner label={t('subscriptions.loading')} />;
  if (subscriptions.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm">
        <p>{t('subscriptions.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => subscriptions.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!subscriptions.data?.length) return null;
  return (
    <section aria-labelledby="my-subscriptions" className="space-y-4">
      <h2 id="my-subscriptions" className="text-2xl font-semibold tracking-tight">
        {t('subscriptions.title')}
      </h2>
      <ul className="space-y-3">
        {subscriptions.data.map((subscription) => (
          <SubscriptionRow key={subscription.id} subscription={subscription} owner={{ kind: 'customer' }} />
        ))}
      </ul>
    </section>
  );
}
