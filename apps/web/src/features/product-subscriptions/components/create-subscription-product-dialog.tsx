// Create Subscription Product (spec admin §2, §5): name, description, price, image and category
// required; interval (default monthly) and trial days (0–365). The product is sold only as a
// subscription (ADR 0008).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  createSubscriptionProductInputSchema,
  formatMinor,
  imageFileError,
} from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CategoryNameField } from '@/components/category-name-field.tsx';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateSubscriptionProduct } from '../api/create-subscription-product.ts';
import { SubscriptionTermsFields } from './subscription-form-fields.tsx';

const formSchema = createSubscriptionProductInputSchema
  .pick({
    name: true,
    description: true,
    price: true,
    category: true,
    subscriptionInterval: true,
    subscriptionTrialDays: true,
  })
  .extend({
    image: z.instanceof(File, { error: 'Image is required' }).superRefine((file, ctx) => {
      const problem = imageFileError(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaults: FormInput = {
  name: '',
  description: '',
  price: '',
  category: '',
  subscriptionInterval: 'monthly',
  subscriptionTrialDays: 0,
  image: undefined as unknown as File,
};

/** The store's categories (catalogue-admin's read), handed in by the route. */
type CategoriesRead = UseQueryResult<Category[]>;

export function CreateSubscriptionProductDialog({
  tenantId,
  categories,
  ...dialog
}: DialogOpenProps & {
  tenantId?: number;
  categories: CategoriesRead;
}) {
  const create = useCreateSubscriptionProduct(tenantId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const submit = async (values: FormOutput) => {
    await create.mutateAsync({ ...values, price: formatMinor(values.price) });
    toast({
      title: 'Subscription Product Created',
      description: `${values.name} is on sale as a subscription.`,
    });
    dialog.onOpenChange(false);
  };

  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title="Create Subscription Product"
      description="A product sold only as a subscription, charged every billing interval."
      form={form}
      defaultValues={defaults}
      onSubmit={submit}
      submitLabel="Create Subscription Product"
      pendingLabel="Creating…"
      cancelLabel={false}
      errorFallback="Failed to create subscription product"
    >
      <FormField id="sub-name" label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField id="sub-description" label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="sub-price" label="Price per period (£)" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...form.register('price')} />
        </FormField>
        <CategoryNameField
          id="sub-category"
          error={errors.category?.message}
          categories={categories.data ?? []}
          {...form.register('category')}
        />
      </div>
      <FormField id="sub-image" label="Image" error={errors.image?.message}>
        {(a11y) => (
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <input
                {...a11y}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                onChange={(event) => field.onChange(event.target.files?.[0])}
                className="block w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground"
              />
            )}
          />
        )}
      </FormField>
      <SubscriptionTermsFields idPrefix="sub" form={form} />
    </FormDialog>
  );
}
