// The draft order's lines: each a product of the store (for one with options, which of its variants,
// with price and stock) or a custom line, its quantity, and its price: the list price unless another
// is typed. At least one line stays.
import type { DraftOrder, DraftOrderInput } from '@storefleet/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useProductVariants } from '../api/draft-pickers.ts';

/** A product the owner may pick for a line, with its current price ("12.50"), stock and whether it has options. */
export type DraftProductChoice = {
  id: number;
  name: string;
  price: string;
  stock: number;
  hasOptions: boolean;
};

/** `variantId`: a variant row's id, 'product' for the product's own price and stock, '' not chosen. */
export type LineDraft = {
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
export const newLine = (): LineDraft => ({
  key: nextKey++,
  productId: '',
  variantId: '',
  name: '',
  quantity: '1',
  price: '',
});

export function startLines(draft?: DraftOrder): LineDraft[] {
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

/** The lines as the server takes them; throws, for the dialog's error toast, when a product with options has no variant chosen. */
export function linesInput(lines: LineDraft[], products: DraftProductChoice[]): DraftOrderInput['lines'] {
  for (const [i, line] of lines.entries()) {
    const product = products.find((p) => String(p.id) === line.productId);
    if (product?.hasOptions && line.variantId === '')
      throw new Error(`Line ${i + 1}: choose which ${product.name} to send`);
  }
  const variantOf = (line: LineDraft) =>
    line.variantId === '' || line.variantId === 'product' ? null : Number(line.variantId);
  return lines.map((line) =>
    line.productId === 'custom' || line.productId === ''
      ? { name: line.name, quantity: line.quantity, price: line.price || null }
      : {
          productId: Number(line.productId),
          variantId: variantOf(line),
          quantity: line.quantity,
          price: line.price || null,
        },
  ) as DraftOrderInput['lines'];
}

export function DraftLinesFieldset({
  lines,
  setLines,
  products,
  productsUnavailable,
  tenantId,
}: {
  lines: LineDraft[];
  setLines: (change: (lines: LineDraft[]) => LineDraft[]) => void;
  products: DraftProductChoice[];
  /** Why the store's products cannot be picked (the member's role): custom lines only. */
  productsUnavailable?: string;
  tenantId?: number;
}) {
  const setLine = (key: number, change: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
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
