// The stat cards above an order list: totals and the count of each main status (seven in all on
// Order Management).
import { formatMoney, type OrderStats, orderStatusLabel } from '@storefleet/contracts';
import { Card, CardContent } from '@/components/ui/card.tsx';

export function OrderStatCards({
  stats,
  statuses,
}: {
  stats: OrderStats | undefined;
  statuses: readonly string[];
}) {
  const cards = [
    { label: 'Total Orders', value: stats ? String(stats.totalOrders) : '—' },
    { label: 'Revenue', value: stats ? formatMoney(stats.totalRevenue) : '—' },
    ...statuses.map((status) => ({
      label: orderStatusLabel(status),
      value: stats ? String(stats.byStatus[status] ?? 0) : '—',
    })),
  ];
  return (
    <ul aria-label="Order statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {cards.map((card) => (
        <li key={card.label}>
          <Card>
            <CardContent className="space-y-1 p-4">
              <p className="text-xs font-medium text-muted-foreground">{card.label}</p>
              <p className="text-xl font-bold break-words tabular-nums">{card.value}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
