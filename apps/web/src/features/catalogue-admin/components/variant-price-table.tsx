// A product's variant price rows: combination, SKU, price, stock, active, and edit/delete.
import { formatMoney, type ProductVariant, type VariantAttribute } from '@storefleet/contracts';
import { ListTable } from '@/components/list-table.tsx';
import { EditDeleteActions } from '@/components/row-actions.tsx';
import { TableActionsHead } from '@/components/table-parts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { combinationLabel } from '../lib/variant-pricing.ts';

type VariantPriceTableProps = {
  rows: ProductVariant[];
  attributes: VariantAttribute[];
  onEdit: (row: ProductVariant) => void;
  onDelete: (row: ProductVariant) => void;
};

export function VariantPriceTable({ rows, attributes, onEdit, onDelete }: VariantPriceTableProps) {
  return (
    <ListTable
      columns={
        <>
          <TableHead>Combination</TableHead>
          <TableHead className="hidden sm:table-cell">SKU</TableHead>
          <TableHead>Price</TableHead>
          <TableHead className="hidden sm:table-cell">Stock</TableHead>
          <TableHead>Status</TableHead>
          <TableActionsHead />
        </>
      }
    >
      {rows.map((row) => {
        const label = combinationLabel(row.variantCombination, attributes);
        return (
          <TableRow key={row.id} data-testid="variant-price-row">
            <TableCell>
              <p className="font-medium">{label}</p>
              <p className="text-xs text-muted-foreground sm:hidden">
                {row.sku ? `${row.sku} · ` : ''}
                {row.stock} in stock
              </p>
            </TableCell>
            <TableCell className="hidden font-mono text-xs sm:table-cell">{row.sku ?? '—'}</TableCell>
            <TableCell className="tabular-nums">
              {formatMoney(row.price)}
              {row.compareAtPrice && Number(row.compareAtPrice) > Number(row.price) ? (
                <s className="ml-2 text-xs text-muted-foreground">
                  <span className="sr-only">Was </span>
                  {formatMoney(row.compareAtPrice)}
                </s>
              ) : null}
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{row.stock}</TableCell>
            <TableCell>
              <Badge variant={row.isActive ? 'success' : 'neutral'}>
                {row.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <EditDeleteActions
                name={label}
                onEdit={() => onEdit(row)}
                onDelete={() => onDelete(row)}
                className="justify-end"
              />
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
