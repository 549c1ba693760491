// The operator's sales figures on the Super Admin Dashboard (ADR 0082), from the stores' daily
// rollups: GMV per currency, orders and active stores over the last 30 days, the top stores, and
// new stores per month (a chart with its table for screen readers).
import { Building2, ShoppingCart, TrendingUp } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartDataTable } from '@/components/chart-data-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { usePlatformSales } from '@/features/tenants-admin/api/get-platform-sales.ts';

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

export function PlatformSales() {
  const sales = usePlatformSales();
  if (sales.isError) return <LoadError what="platform sales" onRetry={() => sales.refetch()} />;
  const s = sales.data;
  const gmv = s ? s.gmv.map((g) => money(g.amount, g.currency)).join(' · ') || '£0.00' : '…';
  return (
    <section aria-labelledby="platform-sales-heading" className="space-y-4">
      <h2 id="platform-sales-heading" className="text-xl font-semibold">
        Sales across stores, last 30 days
      </h2>
      <StatGrid label="Sales across stores">
        <StatCard title="GMV" value={gmv} icon={TrendingUp} description="Net sales, per currency" />
        <StatCard title="Orders" value={s ? s.orders.toLocaleString('en-GB') : '…'} icon={ShoppingCart} />
        <StatCard
          title="Active Stores"
          value={s ? s.activeStores.toLocaleString('en-GB') : '…'}
          icon={Building2}
          description="Stores with an order"
        />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Top stores</CardTitle>
          </CardHeader>
          <CardContent>
            {s && s.topStores.length === 0 ? (
              <p className="text-sm text-muted-foreground">No store sold anything in the last 30 days.</p>
            ) : (
              <Table>
                <caption className="sr-only">Top stores by net sales, last 30 days</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Store</TableHead>
                    <TableHead scope="col" className="text-right">
                      Orders
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      Net sales
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {(s?.topStores ?? []).map((store) => (
                    <TableRow key={store.tenantId}>
                      <TableCell>{store.name}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {store.orders.toLocaleString('en-GB')}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {money(store.netSales, store.currency)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">New stores per month</CardTitle>
          </CardHeader>
          <CardContent>
            <figure>
              <div className="h-56 w-full" aria-hidden="true">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={(s?.newStoresByMonth ?? []).map((m) => ({
                      label: monthLabel(m.month),
                      stores: m.stores,
                    }))}
                  >
                    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
                    <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} />
                    <YAxis
                      allowDecimals={false}
                      tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
                      width={32}
                    />
                    <Tooltip cursor={{ fill: 'var(--muted)' }} />
                    <Bar dataKey="stores" name="New stores" fill="var(--primary)" radius={[3, 3, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <ChartDataTable
                caption="New stores per month"
                columns={['Month', 'New stores']}
                rows={(s?.newStoresByMonth ?? []).map((m) => ({
                  key: m.month,
                  cells: [monthLabel(m.month), m.stores],
                }))}
              />
            </figure>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
