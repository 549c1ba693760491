// Tab Customer Subscriptions: the store's subscriptions, newest first, each with its actions.
import { TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProductSubscriptions } from '../api/get-product-subscriptions.ts';
import { SubscriptionRow } from './subscription-row.tsx';

export function CustomerSubscriptionsList({ tenantId }: { tenantId?: number }) {
  const subscriptions = useProductSubscriptions(tenantId);
  if (subscriptions.isLoading) return <Spinner label="Loading customer subscriptions" />;
  if (subscriptions.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <TriangleAlert aria-hidden="true" className="size-6 text-destructive" />
        <p>Failed to fetch subscriptions</p>
        <Button variant="outline" onClick={() => subscriptions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!subscriptions.data?.length) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <Users aria-hidden="true" className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No customer subscriptions yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          When a shopper subscribes at checkout, their subscription appears here.
        </p>
      </div>
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
