// The draft order editor: the customer (found among the store's by name or e-mail, or a new one),
// the lines (a product of the store, which of its variants with price and stock, at its price or
// another, or a custom line), a fixed or percentage discount, shipping and the link's expiry. The
// server checks and prices it.
import type { DraftOrder, DraftOrderInput } from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveDraftOrder } from '../api/save-draft-order.ts';
import { CustomerPicker } from './customer-picker.tsx';
import {
  DraftLinesFieldset,
  type DraftProductChoice,
  type LineDraft,
  linesInput,
  newLine,
  startLines,
} from './draft-order-lines.tsx';

export type DraftOrderEditing = { draft?: DraftOrder } | null;

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

  const submit = async () => {
    const body: DraftOrderInput = {
      customerEmail: customer.email,
      customerName: customer.name,
      shippingAddress: customer.address,
      lines: linesInput(lines, products),
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
      <DraftLinesFieldset
        lines={lines}
        setLines={setLines}
        products={products}
        productsUnavailable={productsUnavailable}
        tenantId={tenantId}
      />
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
