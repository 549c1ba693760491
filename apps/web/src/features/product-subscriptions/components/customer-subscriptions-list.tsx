// Tab Customer Subscriptions: the store's subscriptions, newest first, each with its actions.
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProductSubscriptions } from '../api/get-product-subscriptions.ts';
import { SubscriptionRow } from './subscription-row.tsx';

export function CustomerSubscriptionsList({ tenantId }: { tenantId?: number }) {
  const subscriptions = useProductSubscriptions(tenantId);
  if (subscriptions.isLoading) return <Spinner label="Loading customer subscriptions" />;
  if (subscriptions.isError) {
    return (
      <LoadError
        layout="centered"
        message="Failed to fetch subscriptions"
        onRetry={() => subscriptions.refetch()}
      />
    );
  }
  if (!subscriptions.data?.length) {
    return (
      <EmptyState icon={Users} title="No customer subscriptions yet">
        When a shopper subscribes at checkout, their subscription appears here.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Customer subscriptions">
      {subscriptions.data.map((subscription) => (
        <SubscriptionRow
          key={subscription.id}
          subscription={subscription}
          owner={{ kind: 'store', tenantId }}
        />
      ))}
    </ul>
  );
}
