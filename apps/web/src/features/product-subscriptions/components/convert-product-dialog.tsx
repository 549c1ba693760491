// Convert Product (spec admin §4, §5): only products not yet sold as subscriptions are offered; a
// product must be chosen. The product stays on sale one-off at its price (ADR 0008).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  convertToSubscriptionInputSchema,
  SELECT_PRODUCT_MESSAGE,
} from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { toast } from '@/lib/toast.ts';
import { isConvertible, useConvertProduct } from '../api/convert-product.ts';
import { SubscriptionTermsFields } from './subscription-form-fields.tsx';

const formSchema = convertToSubscriptionInputSchema.extend({
  productId: z.string({ error: SELECT_PRODUCT_MESSAGE }).min(1, SELECT_PRODUCT_MESSAGE),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const defaults: FormInput = { productId: '', subscriptionInterval: 'monthly', subscriptionTrialDays: '0' };

export function ConvertProductDialog({
  tenantId,
  products,
  ...dialog
}: DialogOpenProps & {
  tenantId?: number;
  /** The store's products (catalogue-admin's read), handed in by the route. */
  products: UseQueryResult<AdminProduct[]>;
}) {
  const convert = useConvertProduct(tenantId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    reValidateMode: 'onSubmit',
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const submit = async ({ productId, ...input }: FormOutput) => {
    const product = await convert.mutateAsync({ productId: Number(productId), input });
    toast({
      title: 'Product Converted',
      description: `${product.name} can now be bought as a subscription.`,
    });
    dialog.onOpenChange(false);
  };
  const list = (products.data ?? []).filter(isConvertible);

  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-lg"
      title="Convert Product"
      description="Offer an existing product as a subscription too. It stays on sale as a one-off purchase at its price."
      form={form}
      defaultValues={defaults}
      onSubmit={submit}
      submitLabel="Convert Product"
      pendingLabel="Converting…"
      cancelLabel={false}
      errorFallback="Failed to convert product"
    >
      <SelectField
        control={form.control}
        name="productId"
        id="convert-product"
        label="Product"
        placeholder={products.isLoading ? 'Loading…' : 'Choose a product'}
        error={
          errors.productId?.message ??
          (products.isError ? 'Failed to fetch products' : undefined) ??
          (products.isSuccess && list.length === 0
            ? 'Every product is already sold as a subscription.'
            : undefined)
        }
        options={list.map((product) => ({
          value: String(product.id),
          label: `${product.name} (£${product.price})`,
        }))}
      />
      <SubscriptionTermsFields idPrefix="convert" form={form} />
    </FormDialog>
  );
}
