// The order edit's 'Add a product': a search of the store's live products, each found one with
// its price and an 'Add' button (adding one already added raises its quantity).
import { formatMoneyIn } from '@storefleet/contracts';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { OrderRow } from '../api/get-orders.ts';
import type { OrderEditFormState } from './use-order-edit-form.ts';

export function OrderEditProductPicker({ order, form }: { order: OrderRow; form: OrderEditFormState }) {
  const { search, products } = form;
  return (
    <div className="space-y-2">
      <Label htmlFor={`edit-search-${order.id}`}>Add a product</Label>
      <Input
        id={`edit-search-${order.id}`}
        type="search"
        placeholder="Search products by name"
        value={search}
        onChange={(e) => form.setSearch(e.currentTarget.value)}
      />
      {search.trim() === '' ? null : products.isError ? (
        <p className="text-destructive">Could not search the products.</p>
      ) : products.isPending ? (
        <p className="text-muted-foreground">Searching…</p>
      ) : products.data.length === 0 ? (
        <p className="text-muted-foreground">No products match “{search.trim()}”.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Products found">
          {products.data
            .filter((p) => !p.isDraft)
            .map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 p-2">
                <span>
                  {p.name}{' '}
                  <span className="text-muted-foreground">
                    · {formatMoneyIn('en', p.price, order.currency)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Add ${p.name}`}
                  onClick={() => form.addProduct(p)}
                >
                  <Plus aria-hidden="true" /> Add
                </Button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
