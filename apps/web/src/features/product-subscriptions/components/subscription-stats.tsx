// The screen's three cards (spec admin §2): Subscription Products, Active Subscriptions and Monthly
// Revenue (active subscriptions only, each normalised to a month).
import { Package, PoundSterling, Repeat } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useSubscriptionStats } from '../api/get-subscription-stats.ts';

export function SubscriptionStats({ tenantId }: { tenantId?: number }) {
  const stats = useSubscriptionStats(tenantId);
  const value = (text: string | number | undefined) =>
    stats.isLoading ? '…' : stats.isError ? '—' : String(text ?? '');
  const cards = [
    { title: 'Subscription Products', icon: Package, text: value(stats.data?.subscriptionProducts) },
    { title: 'Active Subscriptions', icon: Repeat, text: value(stats.data?.activeSubscriptions) },
    {
      title: 'Monthly Revenue',
      icon: PoundSterling,
      text: stats.data ? `£${stats.data.monthlyRevenue}` : value(undefined),
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy={stats.isLoading}>
      {cards.map(({ title, icon: Icon, text }) => (
        <Card key={title}>
          <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
            <CardTitle className="text-sm font-medium">{title}</CardTitle>
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">{text}</p>
          </CardContent>
        </Card>
      ))}
      {stats.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          Failed to fetch subscription stats
        </p>
      ) : null}
    </div>
  );
}
