// One product in the reorderable table: a drag handle (mouse, touch, or keyboard: Space to lift,
// arrows to move, Space to drop), the product, its live/draft switch and its actions.
import { useSortable } from '@dnd-kit/sortable';
import { type AdminProduct, formatMoney, parseOptionGroups } from '@storefleet/contracts';
import { Copy, GripVertical, ImageOff, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { MissingTranslations } from '@/components/translations/translated-fields.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';

export type ProductRowActions = {
  onEdit: (product: AdminProduct) => void;
  onClone: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onToggleDraft: (product: AdminProduct) => void;
};

function Thumbnail({ product }: { product: AdminProduct }) {
  const [failed, setFailed] = useState(false);
  if (!product.image || failed) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <img
      src={product.image}
      alt=""
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-md border object-cover"
    />
  );
}

export function ProductRow({
  product,
  actions,
  canReorder,
  tenantId,
  weightRated = false,
}: {
  product: AdminProduct;
  actions: ProductRowActions;
  canReorder: boolean;
  tenantId?: number;
  weightRated?: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: product.id,
      disabled: !canReorder,
    });
  // A suspended or inactive store's products stay as they are (the server refuses the change too).
  const { readOnly } = useStoreReadOnly();
  const live = !product.isDraft;
  const options = parseOptionGroups(product.sizes)
    .map((group) => `${group.name}: ${group.values.join(', ')}`)
    .join(' · ');

  return (
    <TableRow
      ref={setNodeRef}
      // Rows move up and down only: a sideways drag must not slide the table row out of its table.
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
      className={cn(isDragging && 'relative z-10 bg-background shadow-lg')}
      data-testid="product-row"
    >
      <TableCell className="w-10 pr-0">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={!canReorder}
          aria-label={`Reorder ${product.name}`}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-8 cursor-grab touch-none' }),
          )}
        >
          <GripVertical aria-hidden="true" />
        </button>
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-3">
          <Thumbnail product={product} />
          <div className="min-w-0">
            <p className="font-medium leading-snug">{product.name}</p>
            {product.image ? null : (
              <Badge variant="warning" data-testid="no-image">
                No image
              </Badge>
            )}
            {weightRated && product.weightMissing ? (
              <p className="text-xs text-muted-foreground" data-testid="no-weight">
                <Badge variant="warning">No weight</Badge>
                <span className="sr-only md:not-sr-only"> weight-based shipping can’t price it</span>
              </p>
            ) : null}
            <MissingTranslations
              tenantId={tenantId}
              own={{ name: product.name, description: product.description }}
              translations={product.translations}
            />
            <div className="md:hidden">
              <StockAlertBadge alert={product.stockAlert} />
            </div>
            <p className="text-xs text-muted-foreground md:hidden">
              {formatMoney(product.price)} · {product.category ?? 'No category'} · {product.inStock} in stock
            </p>
            {options ? (
              <p className="hidden text-xs text-muted-foreground md:line-clamp-1">{options}</p>
            ) : null}
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden text-muted-foreground md:table-cell">{product.category ?? '—'}</TableCell>
      <TableCell className="hidden font-medium tabular-nums md:table-cell">
        {formatMoney(product.price)}
      </TableCell>
      <TableCell className="hidden tabular-nums md:table-cell">
        <div className="flex items-center gap-2">
          {product.inStock}
          <StockAlertBadge alert={product.stockAlert} />
        </div>
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Switch
            checked={live}
            disabled={readOnly}
            onCheckedChange={() => actions.onToggleDraft(product)}
            aria-label={`${product.name} is ${live ? 'live' : 'a draft'}; switch to ${live ? 'draft' : 'live'}`}
          />
          <Badge variant={live ? 'success' : 'neutral'} className="hidden sm:inline-flex">
            {live ? 'Live' : 'Draft'}
          </Badge>
        </div>
      </TableCell>
      <TableCell className="w-12 text-right">
        <DropdownMenu>
          <DropdownMenuTrigger
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-8' })}
          >
            <MoreHorizontal aria-hidden="true" />
            <span className="sr-only">Actions for {product.name}</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem write onSelect={() => actions.onEdit(product)}>
              <Pencil aria-hidden="true" /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem write onSelect={() => actions.onClone(product)}>
              <Copy aria-hidden="true" /> Clone
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem write variant="destructive" onSelect={() => actions.onDelete(product)}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </TableCell>
    </TableRow>
  );
}

/** 'Low stock' at or below the product's alert level, 'Sold out' at 0 (variant rows counted). */
function StockAlertBadge({ alert }: { alert: AdminProduct['stockAlert'] }) {
  if (!alert) return null;
  return (
    <Badge variant={alert === 'out' ? 'destructive' : 'warning'} data-testid="stock-alert">
      {alert === 'out' ? 'Sold out' : 'Low stock'}
    </Badge>
  );
}
