// 'Edit order' (docs/spec/admin-and-platform.md §4 orders): a paid order not yet sent gets its line
// quantities changed, lines removed and products added from a search; 'Review changes' shows the
// server's preview (old and new totals, the difference refunded or owed) and 'Save changes'
// confirms it, with one Idempotency-Key per confirmed edit so a repeated request edits once.
import {
  formatMoneyIn,
  ORDER_EDIT_QUANTITY_MAX,
  type OrderEditInput,
  type OrderEditResult,
  orderEditRefusal,
} from '@storefleet/contracts';
import { LoaderCircle, Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useEditOrder, usePreviewOrderEdit } from '../api/edit-order.ts';
import { useOrderRefunds } from '../api/get-order-refunds.ts';
import type { OrderRow } from '../api/get-orders.ts';
import { useOrderProductSearch } from '../api/search-order-products.ts';
import { orderLabel } from './order-label.ts';

export function OrderEditButton({ order }: { order: OrderRow }) {
  const [open, setOpen] = useState(false);
  if (orderEditRefusal(order) !== null) return null;
  return (
    <>
      <Button write variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        Edit order
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        className="max-w-lg"
        title={`Edit order ${orderLabel(order)}`}
        description="Change quantities, remove lines or add products. The difference is refunded to the customer's card or asked of them."
      >
        <OrderEditForm order={order} onDone={() => setOpen(false)} />
      </DialogShell>
    </>
  );
}

type Added = { productId: number; name: string; price: string; quantity: number };

function newEditKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `edit-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function OrderEditForm({ order, onDone }: { order: OrderRow; onDone: () => void }) {
  const summary = useOrderRefunds(order);
  const preview = usePreviewOrderEdit(order);
  const save = useEditOrder(order);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [added, setAdded] = useState<Added[]>([]);
  const [search, setSearch] = useState('');
  const [review, setReview] = useState<OrderEditResult | null>(null);
  const [key] = useState(newEditKey);
  const products = useOrderProductSearch(order.tenantId, search);

  if (summary.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Loading the order's lines…
      </p>
    );
  if (summary.isError)
    return <p className="text-sm text-destructive">Could not load the order's lines. Close and try again.</p>;
  const lines = summary.data.lines;
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
  const fail = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  if (review) {
    const difference = Number(review.difference);
    return (
      <div className="space-y-4 text-sm">
        <h3 className="font-semibold">Review the changes</h3>
        <ul className="divide-y rounded-md border" aria-label="Lines after the edit">
          {[
            ...lines
              .filter((l) => quantityOf(l.orderItemId) > 0)
              .map((l) => ({
                key: `l${l.orderItemId}`,
                name: l.name,
                quantity: quantityOf(l.orderItemId),
                price: l.unitPrice,
              })),
            ...added.map((a) => ({
              key: `a${a.productId}`,
              name: a.name,
              quantity: a.quantity,
              price: a.price,
            })),
          ].map((l) => (
            <li key={l.key} className="flex justify-between gap-3 p-2">
              <span>
                {l.quantity} × {l.name}
              </span>
              <span className="tabular-nums">
                {formatMoneyIn('en', Number(l.price) * l.quantity, order.currency)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1" aria-label="New totals">
          <Row label="Previous total" value={formatMoneyIn('en', review.previousTotal, order.currency)} />
          <Row label="New total" value={formatMoneyIn('en', review.newTotal, order.currency)} strong />
          <Row
            label="Difference"
            value={`${difference > 0 ? '+' : ''}${formatMoneyIn('en', review.difference, order.currency)}`}
          />
        </dl>
        <p data-testid="edit-settlement" className="rounded-md bg-muted p-3">
          {Number(review.refunded) > 0
            ? `${formatMoneyIn('en', review.refunded, order.currency)} will be refunded to the customer's card.`
            : Number(review.amountDue) > 0
              ? `The customer will owe ${formatMoneyIn('en', review.amountDue, order.currency)}; they are e-mailed the new total and a link to pay it.`
              : 'Nothing to refund or collect.'}{' '}
          Stock is updated and the customer is e-mailed the new lines.
        </p>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => setReview(null)} disabled={save.isPending}>
            Back
          </Button>
          <Button
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { body, idempotencyKey: key },
                {
                  onSuccess: () => {
                    toast({ title: `Order ${orderLabel(order)} updated` });
                    onDone();
                  },
                  onError: (error) => fail(error, 'Failed to save the changes'),
                },
              )
            }
          >
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Save changes
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <div className="space-y-4 text-sm">
      <ul className="divide-y rounded-md border" aria-label="Order lines">
        {lines.map((line) => {
          const quantity = quantityOf(line.orderItemId);
          return (
            <li key={line.orderItemId} className={`space-y-2 p-3${quantity === 0 ? ' opacity-60' : ''}`}>
              <div className="flex justify-between gap-3">
                <div>
                  <p className={`font-medium${quantity === 0 ? ' line-through' : ''}`}>{line.name}</p>
                  {line.variantString ? (
                    <p className="text-xs text-muted-foreground">{line.variantString}</p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    {formatMoneyIn('en', line.unitPrice, order.currency)} each
                  </p>
                </div>
                <p className="tabular-nums">
                  {formatMoneyIn('en', Number(line.unitPrice) * quantity, order.currency)}
                </p>
              </div>
              <Stepper
                label={line.name}
                quantity={quantity}
                onChange={(q) => setQuantity(line.orderItemId, q)}
                removable
              />
            </li>
          );
        })}
        {added.map((a) => (
          <li key={a.productId} className="space-y-2 p-3">
            <div className="flex justify-between gap-3">
              <div>
                <p className="font-medium">{a.name}</p>
                <p className="text-xs text-muted-foreground">
                  Added · {formatMoneyIn('en', a.price, order.currency)} each
                </p>
              </div>
              <p className="tabular-nums">
                {formatMoneyIn('en', Number(a.price) * a.quantity, order.currency)}
              </p>
            </div>
            <Stepper
              label={a.name}
              quantity={a.quantity}
              onChange={(q) => {
                setReview(null);
                setAdded((list) =>
                  q === 0
                    ? list.filter((x) => x.productId !== a.productId)
                    : list.map((x) => (x.productId === a.productId ? { ...x, quantity: q } : x)),
                );
              }}
              removable
            />
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <Label htmlFor={`edit-search-${order.id}`}>Add a product</Label>
        <Input
          id={`edit-search-${order.id}`}
          type="search"
          placeholder="Search products by name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
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
                    onClick={() => {
                      setReview(null);
                      setAdded((list) =>
                        list.some((x) => x.productId === p.id)
                          ? list.map((x) => (x.productId === p.id ? { ...x, quantity: x.quantity + 1 } : x))
                          : [...list, { productId: p.id, name: p.name, price: String(p.price), quantity: 1 }],
                      );
                      setSearch('');
                    }}
                  >
                    <Plus aria-hidden="true" /> Add
                  </Button>
                </li>
              ))}
          </ul>
        )}
      </div>
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={onDone}>
          Discard
        </Button>
        <Button
          disabled={!changed || preview.isPending}
          onClick={() =>
            preview.mutate(body, {
              onSuccess: setReview,
              onError: (error) => fail(error, 'Could not work out the new totals'),
            })
          }
        >
          {preview.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Review changes
        </Button>
      </DialogFooter>
    </div>
  );
}

function Stepper({
  label,
  quantity,
  onChange,
  removable,
}: {
  label: string;
  quantity: number;
  onChange: (quantity: number) => void;
  removable?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        size="icon"
        variant="outline"
        aria-label={`One fewer ${label}`}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity === 0}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        className="w-16 text-center"
        inputMode="numeric"
        aria-label={`Quantity of ${label}`}
        value={String(quantity)}
        onChange={(e) => {
          const n = Number.parseInt(e.currentTarget.value, 10);
          onChange(Number.isFinite(n) ? n : 0);
        }}
      />
      <Button
        size="icon"
        variant="outline"
        aria-label={`One more ${label}`}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
      {removable && quantity > 0 ? (
        <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={() => onChange(0)}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between${strong ? ' font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
