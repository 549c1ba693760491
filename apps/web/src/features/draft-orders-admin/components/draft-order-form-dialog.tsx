// The draft order editor: the customer (found among the store's by name or e-mail, or a new one),
// the lines (a product of the store, which of its variants with price and stock, at its price or
// another, or a custom line), a fixed or percentage discount, shipping and the link's expiry. The
// server checks and prices it.
import type { DraftOrder, DraftOrderInput } from '@storefleet/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useProductVariants } from '../api/draft-pickers.ts';
import { useSaveDraftOrder } from '../api/save-draft-order.ts';
import { CustomerPicker } from './customer-picker.tsx';

/** A product the owner may pick for a line, with its current price ("12.50"), stock and whether it has options. */
export type DraftProductChoice = {
  id: number;
  name: string;
  price: string;
  stock: number;
  hasOptions: boolean;
};
export type DraftOrderEditing = { draft?: DraftOrder } | null;

/** `variantId`: a variant row's id, 'product' for the product's own price and stock, '' not chosen. */
type LineDraft = {
  key: number;
  productId: string;
  variantId: string;
  name: string;
  quantity: string;
  price: string;
};

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

let nextKey = 1;
const newLine = (): LineDraft => ({
  key: nextKey++,
  productId: '',
  variantId: '',
  name: '',
  quantity: '1',
  price: '',
});

function startLines(draft?: DraftOrder): LineDraft[] {
  if (!draft) return [newLine()];
  return draft.lines.map((line) => ({
    key: nextKey++,
    productId: line.productId === null ? 'custom' : String(line.productId),
    variantId: line.variantId === null ? 'product' : String(line.variantId),
    name: line.productId === null ? line.name : '',
    quantity: String(line.quantity),
    price: line.unitPrice,
  }));
}

const dateInput = (iso?: string) => (iso ? iso.slice(0, 10) : '');

export function DraftOrderFormDialog({
  editing,
  onClose,
  tenantId,
  products,
  productsUnavailable,
}: {
  editing: DraftOrderEditing;
  onClose: () => void;
  tenantId?: number;
  products: DraftProductChoice[];
  /** Why the store's products cannot be picked (the member's role): custom lines only. */
  productsUnavailable?: string;
}) {
  const draft = editing?.draft;
  const save = useSaveDraftOrder(tenantId);
  const [customer, setCustomer] = useState({ email: '', name: '', address: '' });
  const [lines, setLines] = useState<LineDraft[]>([newLine()]);
  const [money, setMoney] = useState({
    discount: '',
    discountType: 'fixed' as 'fixed' | 'percentage',
    shipping: '',
    method: '',
    expires: '',
  });
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    if (!editing) return;
    setCustomer({
      email: draft?.customerEmail ?? '',
      name: draft?.customerName ?? '',
      address: draft?.shippingAddress ?? '',
    });
    setLines(startLines(draft));
    setPicked(null);
    setMoney({
      discount: draft?.discountPercent ?? (draft && draft.discount !== '0.00' ? draft.discount : ''),
      discountType: draft?.discountPercent ? 'percentage' : 'fixed',
      shipping: draft && draft.shipping !== '0.00' ? draft.shipping : '',
      method: draft?.shippingMethod ?? '',
      expires: dateInput(draft?.expiresAt),
    });
  }, [editing, draft]);

  const setLine = (key: number, change: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = async () => {
    for (const [i, line] of lines.entries()) {
      const product = products.find((p) => String(p.id) === line.productId);
      if (product?.hasOptions && line.variantId === '')
        throw new Error(`Line ${i + 1}: choose which ${product.name} to send`);
    }
    const variantOf = (line: LineDraft) =>
      line.variantId === '' || line.variantId === 'product' ? null : Number(line.variantId);
    const body: DraftOrderInput = {
      customerEmail: customer.email,
      customerName: customer.name,
      shippingAddress: customer.address,
      lines: lines.map((line) =>
        line.productId === 'custom' || line.productId === ''
          ? { name: line.name, quantity: line.quantity, price: line.price || null }
          : {
              productId: Number(line.productId),
              variantId: variantOf(line),
              quantity: line.quantity,
              price: line.price || null,
            },
      ) as DraftOrderInput['lines'],
      discount: money.discountType === 'fixed' ? money.discount || null : null,
      discountPercent: money.discountType === 'percentage' ? money.discount || null : null,
      shipping: money.shipping || null,
      shippingMethod: money.method || null,
      expiresAt: money.expires ? new Date(`${money.expires}T23:59:59`).toISOString() : null,
    };
    await save.mutateAsync({ id: draft?.id, body });
    toast({ title: draft ? 'Draft order saved' : 'Draft order created' });
    onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={draft ? `Edit draft order D${draft.id}` : 'New draft order'}
      description="Prices are fixed when you save. Stock is taken only when the customer pays."
      onSubmit={submit}
      submitLabel={draft ? 'Save draft' : 'Create draft'}
      pendingLabel="Saving…"
      errorTitle="Could not save the draft order"
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <CustomerPicker
        tenantId={tenantId}
        picked={picked}
        onPick={(found) => {
          setPicked(`${found.name} (${found.email})`);
          setCustomer((c) => ({ ...c, email: found.email, name: found.name }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="draft-email" label="Customer e-mail">
          <Input
            type="email"
            autoComplete="off"
            value={customer.email}
            onChange={(e) => {
              setPicked(null);
              setCustomer((c) => ({ ...c, email: e.target.value }));
            }}
          />
        </FormField>
        <FormField id="draft-name" label="Customer name">
          <Input
            value={customer.name}
            onChange={(e) => setCustomer((c) => ({ ...c, name: e.target.value }))}
          />
        </FormField>
      </div>
      <FormField id="draft-address" label="Shipping address">
        <Textarea
          rows={2}
          value={customer.address}
          onChange={(e) => setCustomer((c) => ({ ...c, address: e.target.value }))}
        />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Lines</legend>
        {productsUnavailable ? (
          <p id="draft-products-unavailable" className="text-sm text-muted-foreground">
            {productsUnavailable} Custom lines only.
          </p>
        ) : null}
        {lines.map((line, i) => (
          <div
            key={line.key}
            className="grid grid-cols-[1fr_4.5rem_5.5rem_auto] items-end gap-2 rounded-md border p-2"
            data-testid="draft-line"
          >
            <div className="col-span-4 space-y-1 sm:col-span-1">
              <label className="text-xs text-muted-foreground" htmlFor={`line-${line.key}-product`}>
                Product {i + 1}
              </label>
              <select
                id={`line-${line.key}-product`}
                aria-describedby={productsUnavailable ? 'draft-products-unavailable' : undefined}
                className={selectClass}
                value={line.productId}
                onChange={(e) => setLine(line.key, { productId: e.target.value, variantId: '' })}
              >
                <option value="">Choose a product…</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.hasOptions ? `${p.name} (options)` : `${p.name} (£${p.price}, ${p.stock} in stock)`}
                  </option>
                ))}
                <option value="custom">Custom line…</option>
              </select>
              {products.find((p) => String(p.id) === line.productId)?.hasOptions ? (
                <VariantPicker
                  id={`line-${line.key}-variant`}
                  label={`Line ${i + 1} variant`}
                  product={products.find((p) => String(p.id) === line.productId)!}
                  tenantId={tenantId}
                  value={line.variantId}
                  onChange={(variantId) => setLine(line.key, { variantId })}
                />
              ) : null}
              {line.productId === 'custom' ? (
                <Input
                  aria-label={`Line ${i + 1} name`}
                  placeholder="What is it?"
                  value={line.name}
                  onChange={(e) => setLine(line.key, { name: e.target.value })}
                />
              ) : null}
            </div>
            <div className="space-y-1">
              <label className="text-xs text-muted-foreground" htmlFor={`line-${line.key}-quantity`}>
                Qty
              </label>
              <Input
                id={`line-${line.key}-quantity`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(e) => setLine(line.key, { quantity: e.target.value })}
              />
            </div>
            <div className="space-y-1">
              <label className="text-xs text-muted-foreground" htmlFor={`line-${line.key}-price`}>
                Price £
              </label>
              <Input
                id={`line-${line.key}-price`}
                inputMode="decimal"
                placeholder="List"
                value={line.price}
                onChange={(e) => setLine(line.key, { price: e.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              disabled={lines.length === 1}
              onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">Remove line {i + 1}</span>
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => setLines((all) => [...all, newLine()])}>
          <Plus aria-hidden="true" /> Add line
        </Button>
      </fieldset>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className="flex items-end gap-1">
          <FormField
            id="draft-discount"
            label={money.discountType === 'fixed' ? 'Discount £' : 'Discount %'}
            className="min-w-0 flex-1 space-y-2"
          >
            <Input
              inputMode="decimal"
              value={money.discount}
              onChange={(e) => setMoney((m) => ({ ...m, discount: e.target.value }))}
            />
          </FormField>
          <select
            aria-label="Discount type"
            className="h-9 w-16 shrink-0 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={money.discountType}
            onChange={(e) =>
              setMoney((m) => ({ ...m, discountType: e.target.value as 'fixed' | 'percentage' }))
            }
          >
            <option value="fixed">£</option>
            <option value="percentage">%</option>
          </select>
        </div>
        <FormField id="draft-shipping" label="Shipping £">
          <Input
            inputMode="decimal"
            value={money.shipping}
            onChange={(e) => setMoney((m) => ({ ...m, shipping: e.target.value }))}
          />
        </FormField>
        <FormField id="draft-method" label="Shipping method">
          <Input
            placeholder="Standard"
            value={money.method}
            onChange={(e) => setMoney((m) => ({ ...m, method: e.target.value }))}
          />
        </FormField>
        <FormField id="draft-expires" label="Link expires">
          <Input
            type="date"
            value={money.expires}
            onChange={(e) => setMoney((m) => ({ ...m, expires: e.target.value }))}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}

/** Which variant of a product with options a line sends: each row with its price and stock, or the product's own. */
function VariantPicker({
  id,
  label,
  product,
  tenantId,
  value,
  onChange,
}: {
  id: string;
  label: string;
  product: DraftProductChoice;
  tenantId?: number;
  value: string;
  onChange(variantId: string): void;
}) {
  const variants = useProductVariants(product.id, tenantId);
  const rows = (variants.data ?? []).filter((row) => row.isActive);
  return (
    <select
      id={id}
      aria-label={label}
      className={selectClass}
      value={value}
      disabled={variants.isPending}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{variants.isPending ? 'Loading variants…' : `Which ${product.name}?`}</option>
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {Object.values(row.variantCombination).join(' / ')}: £{row.price}, {row.stock} in stock
        </option>
      ))}
      <option value="product">
        {rows.length ? 'Any other option' : 'Its options'}: £{product.price}, {product.stock} in stock
      </option>
    </select>
  );
}
