// Top products, categories or discount codes: a horizontal bar chart and its table (visible, so
// the figures read on a phone and by a screen reader alike).
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

export type RankedRow = { name: string; value: number; cells: string[] };

type RankedChartProps = {
  caption: string;
  columns: string[];
  rows: RankedRow[];
  format: (value: number) => string;
};

export function RankedChart({ caption, columns, rows, format }: RankedChartProps) {
  return (
    <figure className="min-w-0 space-y-3 overflow-hidden">
      <div className="w-full" style={{ height: Math.max(80, rows.length * 32) }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 8, left: 0, bottom: 0 }}>
            <XAxis type="number" hide />
            <YAxis
              type="category"
              dataKey="name"
              width={110}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
            />
            <Tooltip
              formatter={(v) => [format(Number(v)), columns.at(-1) ?? '']}
              cursor={{ fill: 'var(--muted)' }}
            />
            <Bar dataKey="value" fill="var(--primary)" radius={[0, 3, 3, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((c, i) => (
              <TableHead key={c} scope="col" className={i > 0 ? 'text-right' : undefined}>
                {c}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              {row.cells.map((cell, i) => (
                <TableCell
                  key={`${row.name}-${columns[i]}`}
                  className={i > 0 ? 'text-right tabular-nums' : undefined}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
