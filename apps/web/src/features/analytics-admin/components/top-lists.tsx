// Top products, top categories and discount codes for the range: each a ranked chart with its
// table and CSV download, or a line saying nothing sold.
import type { AnalyticsProducts } from '@storefleet/contracts';
import { analyticsCsvHref } from '../api/keys.ts';
import { RankedChart, type RankedRow } from './ranked-chart.tsx';
import { CsvLink, count, moneyFormat, Section } from './report-parts.tsx';

type TopList = {
  report: 'products' | 'categories' | 'discounts';
  title: string;
  id: string;
  empty: string;
  caption: string;
  columns: string[];
  byCount?: boolean;
  rows: (data: AnalyticsProducts, money: (value: number) => string) => RankedRow[];
};

const TOP_LISTS: TopList[] = [
  {
    report: 'products',
    title: 'Top products',
    id: 'top-products',
    empty: 'No products sold in this range.',
    caption: 'Top products by net sales',
    columns: ['Product', 'Units', 'Net sales'],
    rows: (data, money) =>
      data.products.map((p) => ({
        name: p.name,
        value: Number(p.netSales),
        cells: [p.name, count(p.units), money(Number(p.netSales))],
      })),
  },
  {
    report: 'categories',
    title: 'Top categories',
    id: 'top-categories',
    empty: 'No categories sold in this range.',
    caption: 'Top categories by net sales',
    columns: ['Category', 'Units', 'Net sales'],
    rows: (data, money) =>
      data.categories.map((c) => ({
        name: c.category || 'Uncategorised',
        value: Number(c.netSales),
        cells: [c.category || 'Uncategorised', count(c.units), money(Number(c.netSales))],
      })),
  },
  {
    report: 'discounts',
    title: 'Discount codes',
    id: 'discount-codes',
    empty: 'No discount code was used in this range.',
    caption: 'Discount codes by orders',
    columns: ['Code', 'Orders', 'Discounts'],
    byCount: true,
    rows: (data, money) =>
      data.discountCodes.map((d) => ({
        name: d.code,
        value: d.orders,
        cells: [d.code, count(d.orders), money(Number(d.discounts))],
      })),
  },
];

export function TopLists({
  data,
  range,
}: {
  data: AnalyticsProducts;
  range: { from: string; to: string; tenantId?: number };
}) {
  const money = moneyFormat(data.currency);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {TOP_LISTS.map((list) => {
        const rows = list.rows(data, money);
        return (
          <Section
            key={list.id}
            title={list.title}
            id={list.id}
            action={<CsvLink href={analyticsCsvHref(list.report, range)} what={list.title.toLowerCase()} />}
          >
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{list.empty}</p>
            ) : (
              <RankedChart
                caption={list.caption}
                columns={list.columns}
                format={list.byCount ? count : money}
                rows={rows}
              />
            )}
          </Section>
        );
      })}
    </div>
  );
}
