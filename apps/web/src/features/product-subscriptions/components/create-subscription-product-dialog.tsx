// Create Subscription Product (spec admin §2, §5): name, description, price, image and category
// required; interval (default monthly) and trial days (0–365). The product is sold only as a
// subscription (ADR 0008).
import { zodResolver } from '@hookform/resolvers/zod';
import { createSubscriptionProductInputSchema, formatMinor, imageFileError } from '@storefleet/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateSubscriptionProduct } from '../api/create-subscription-product.ts';
import { useCategories } from '../api/get-categories.ts';
import { IntervalField, TrialDaysField } from './subscription-form-fields.tsx';

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

function CreateForm({ tenantId, onDone }: { tenantId?: number; onDone: () => void }) {
  const create = useCreateSubscriptionProduct(tenantId);
  const categories = useCategories(tenantId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, price: formatMinor(values.price) },
      {
        onSuccess: () => {
          toast({
            title: 'Subscription Product Created',
            description: `${values.name} is on sale as a subscription.`,
          });
          onDone();
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: errorMessage(e, 'Failed to create subscription product'),
            variant: 'destructive',
          }),
      },
    ),
  );
  const field = (name: 'name' | 'price') => ({
    id: `sub-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `sub-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="sub-name">Name</Label>
        <Input {...field('name')} />
        <FieldError id="sub-name-error" message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="sub-description">Description</Label>
        <Textarea
          id="sub-description"
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'sub-description-error' : undefined}
          {...form.register('description')}
        />
        <FieldError id="sub-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="sub-price">Price per period (£)</Label>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...field('price')} />
          <FieldError id="sub-price-error" message={errors.price?.message} />
        </div>
        <Controller
          control={form.control}
          name="category"
          render={({ field: c }) => (
            <div className="space-y-2">
              <Label htmlFor="sub-category">Category</Label>
              <Select value={c.value || undefined} onValueChange={c.onChange}>
                <SelectTrigger id="sub-category" aria-invalid={errors.category ? true : undefined}>
                  <SelectValue placeholder={categories.isLoading ? 'Loading…' : 'Choose a category'} />
                </SelectTrigger>
                <SelectContent>
                  {(categories.data ?? []).map((category) => (
                    <SelectItem key={category.id} value={category.name}>
                      {category.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError
                id="sub-category-error"
                message={
                  errors.category?.message ??
                  (categories.data?.length === 0 ? 'Add a category in Category Management first.' : undefined)
                }
              />
            </div>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field: c }) => (
          <div className="space-y-2">
            <Label htmlFor="sub-image">Image</Label>
            <input
              id="sub-image"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={errors.image ? 'sub-image-error' : undefined}
              onChange={(event) => c.onChange(event.target.files?.[0])}
              className="block w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground"
            />
            <FieldError id="sub-image-error" message={errors.image?.message} />
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="subscriptionInterval"
          render={({ field: c }) => (
            <IntervalField
              value={c.value}
              onChange={c.onChange}
              error={errors.subscriptionInterval?.message}
            />
          )}
        />
        <TrialDaysField
          error={errors.subscriptionTrialDays?.message}
          {...form.register('subscriptionTrialDays')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create Subscription Product'}
        </Button>
      </div>
    </form>
  );
}

export function CreateSubscriptionProductDialog({
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
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create Subscription Product</DialogTitle>
          <DialogDescription>
            A product sold only as a subscription, charged every billing interval.
          </DialogDescription>
        </DialogHeader>
        {open ? <CreateForm tenantId={tenantId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
