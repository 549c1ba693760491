// Convert Product (spec admin §4, §5): only products not yet sold as subscriptions are offered; a
// product must be chosen. The product stays on sale one-off at its price (ADR 0008).
import { SELECT_PRODUCT_MESSAGE, type SubscriptionInterval } from '@storefleet/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useConvertibleProducts, useConvertProduct } from '../api/convert-product.ts';
import { IntervalField, TrialDaysField } from './subscription-form-fields.tsx';

function trialError(text: string): string | undefined {
  const n = text.trim() === '' ? 0 : Number(text);
  return Number.isInteger(n) && n >= 0 && n <= 365 ? undefined : 'Trial days must be between 0 and 365';
}

function ConvertForm({ tenantId, onDone }: { tenantId?: number; onDone: () => void }) {
  const products = useConvertibleProducts(tenantId);
  const convert = useConvertProduct(tenantId);
  const [productId, setProductId] = useState<string>();
  const [interval, setInterval] = useState<SubscriptionInterval>('monthly');
  const [trialDays, setTrialDays] = useState('0');
  const [errors, setErrors] = useState<{ product?: string; trial?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = { product: productId ? undefined : SELECT_PRODUCT_MESSAGE, trial: trialError(trialDays) };
    setErrors(next);
    if (next.product || next.trial || !productId) return;
    convert.mutate(
      {
        productId: Number(productId),
        input: { subscriptionInterval: interval, subscriptionTrialDays: trialDays },
      },
      {
        onSuccess: (product) => {
          toast({
            title: 'Product Converted',
            description: `${product.name} can now be bought as a subscription.`,
          });
          onDone();
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: errorMessage(e, 'Failed to convert product'),
            variant: 'destructive',
          }),
      },
    );
  };
  const list = products.data ?? [];

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="convert-product">Product</Label>
        <Select value={productId} onValueChange={setProductId}>
          <SelectTrigger id="convert-product" aria-invalid={errors.product ? true : undefined}>
            <SelectValue placeholder={products.isLoading ? 'Loading…' : 'Choose a product'} />
          </SelectTrigger>
          <SelectContent>
            {list.map((product) => (
              <SelectItem key={product.id} value={String(product.id)}>
                {product.name} (£{product.price})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError
          id="convert-product-error"
          message={
            errors.product ??
            (products.isError ? 'Failed to fetch products' : undefined) ??
            (products.isSuccess && list.length === 0
              ? 'Every product is already sold as a subscription.'
              : undefined)
          }
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <IntervalField value={interval} onChange={setInterval} />
        <TrialDaysField
          value={trialDays}
          onChange={(e) => setTrialDays(e.target.value)}
          error={errors.trial}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={convert.isPending}>
          {convert.isPending ? 'Converting…' : 'Convert Product'}
        </Button>
      </div>
    </form>
  );
}

export function ConvertProductDialog({
  open,
  onOpenChange,
  tenantId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenantId?: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Convert Product</DialogTitle>
          <DialogDescription>
            Offer an existing product as a subscription too. It stays on sale as a one-off purchase at its
            price.
          </DialogDescription>
        </DialogHeader>
        {open ? <ConvertForm tenantId={tenantId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
