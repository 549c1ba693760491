// The order edit dialog's state and its two submits: the order's lines with their new quantities,
// the products added, the product search, and 'Review changes' (the server's preview) then 'Save
// changes' with one Idempotency-Key per dialog, so a repeated request edits once.
import {
  type AdminProduct,
  ORDER_EDIT_QUANTITY_MAX,
  type OrderEditInput,
  type OrderEditResult,
} from '@storefleet/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useEditOrder, usePreviewOrderEdit } from '../api/edit-order.ts';
import { useOrderRefunds } from '../api/get-order-refunds.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { useOrderProductSearch } from '../api/search-order-products.ts';
import { orderLabel } from './order-label.ts';

export type AddedProduct = { productId: number; name: string; price: string; quantity: number };

export type OrderEditFormState = ReturnType<typeof useOrderEditForm>;

function newEditKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `edit-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function useOrderEditForm(order: OrderRow, onDone: () => void) {
  const summary = useOrderRefunds(order);
  const preview = usePreviewOrderEdit(order);
  const save = useEditOrder(order);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [added, setAdded] = useState<AddedProduct[]>([]);
  const [search, setSearch] = useState('');
  const [review, setReview] = useState<OrderEditResult | null>(null);
  const [key] = useState(newEditKey);
  const products = useOrderProductSearch(order.tenantId, search);

  // Nothing below is shown until the order's lines have loaded.
  const lines = summary.data?.lines ?? [];
  const quantityOf = (id: number) => quantities[id] ?? lines.find((l) => l.orderItemId === id)?.quantity ?? 0;
  const body: OrderEditInput = {
    change: lines
      .filter((l) => quantityOf(l.orderItemId) !== l.quantity)
      .map((l) => ({ orderItemId: l.orderItemId, quantity: quantityOf(l.orderItemId) })),
    add: added.map((a) => ({ productId: a.productId, quantity: a.quantity })),
  };
  const changed = (body.change?.length ?? 0) + (body.add?.length ?? 0) > 0;
  const setQuantity = (id: number, quantity: number) => {
    setReview(null);
    setQuantities((q) => ({ ...q, [id]: Math.max(0, Math.min(ORDER_EDIT_QUANTITY_MAX, quantity)) }));
  };
  const setAddedQuantity = (productId: number, q: number) => {
    setReview(null);
    setAdded((list) =>
      q === 0
        ? list.filter((x) => x.productId !== productId)
        : list.map((x) => (x.productId === productId ? { ...x, quantity: q } : x)),
    );
  };
  const addProduct = (p: AdminProduct) => {
    setReview(null);
    setAdded((list) =>
      list.some((x) => x.productId === p.id)
        ? list.map((x) => (x.productId === p.id ? { ...x, quantity: x.quantity + 1 } : x))
        : [...list, { productId: p.id, name: p.name, price: String(p.price), quantity: 1 }],
    );
    setSearch('');
  };
  const fail = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  const reviewChanges = () =>
    preview.mutate(body, {
      onSuccess: setReview,
      onError: (error) => fail(error, 'Could not work out the new totals'),
    });
  const saveChanges = () =>
    save.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: () => {
          toast({ title: `Order ${orderLabel(order)} updated` });
          onDone();
        },
        onError: (error) => fail(error, 'Failed to save the changes'),
      },
    );

  return {
    summary,
    lines,
    quantityOf,
    setQuantity,
    added,
    setAddedQuantity,
    addProduct,
    search,
    setSearch,
    products,
    changed,
    review,
    backToEdit: () => setReview(null),
    reviewChanges,
    isReviewing: preview.isPending,
    saveChanges,
    isSaving: save.isPending,
  };
}
