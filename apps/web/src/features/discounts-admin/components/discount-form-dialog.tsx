// The create/edit dialog of a discount code (ADR 0032): every field of the contract, the
// value field following the type (per cent, pounds, none), the products or categories picker
// following "Applies to". Checked with the server's own schema first; what the server still refuses
// is shown under the field it names (a duplicate code under Code), anything else as a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISCOUNT_TYPE_LABELS,
  type Discount,
  type DiscountAppliesTo,
  type DiscountType,
  discountInputSchema,
  discountTypes,
  type ParsedDiscountInput,
} from '@storefleet/contracts';
import type { ComponentProps } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveDiscount } from '../api/save-discount.ts';
import { type Choice, ChoicePicker } from './choice-picker.tsx';
import {
  type DiscountFieldName,
  type DiscountFormValues,
  discountBody,
  initialDiscountValues,
  serverFieldErrors,
} from './discount-form-values.ts';

/** The dialog's state: null is closed, an empty object creates, `discount` edits. */
export type DiscountEditing = { discount?: Discount } | null;

const APPLIES_TO_LABELS: Record<DiscountAppliesTo, string> = {
  order: 'The whole order',
  products: 'Chosen products',
  categories: 'Chosen categories',
};

/** The picker each "Applies to" choice other than the whole order shows, and the field it fills. */
const PICKERS = {
  products: { field: 'productIds', label: 'Products', loadError: 'productsError' },
  categories: { field: 'categories', label: 'Categories', loadError: 'categoriesError' },
} as const;

const VALUE_LABELS: Record<DiscountType, string> = {
  percentage: 'Percentage off (%)',
  fixed_amount: 'Amount off (£)',
  free_shipping: '',
};

/** A whole number of uses, at least one. */
const USES_INPUT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

/** The fields a code can do without: each a label, a hint and its input's kind. */
const OPTIONAL_FIELDS = {
  minSubtotal: {
    label: 'Minimum spend (£)',
    description: "Optional: the items' total before shipping.",
    input: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
  },
  startsAt: { label: 'Starts', description: 'Optional', input: { type: 'datetime-local' } },
  endsAt: { label: 'Ends', description: 'Optional', input: { type: 'datetime-local' } },
  usageLimit: { label: 'Usage limit', description: 'Total uses; empty for no limit.', input: USES_INPUT },
  usageLimitPerCustomer: {
    label: 'Limit per customer',
    description: 'Uses per e-mail address; empty for no limit.',
    input: USES_INPUT,
  },
} satisfies Partial<
  Record<DiscountFieldName, { label: string; description: string; input: ComponentProps<typeof Input> }>
>;

export type DiscountChoices = {
  products: Choice<number>[] | undefined;
  categories: Choice<string>[] | undefined;
  productsError?: string;
  categoriesError?: string;
};

export function DiscountFormDialog({
  editing,
  onClose,
  tenantId,
  choices,
}: {
  editing: DiscountEditing;
  onClose: () => void;
  tenantId?: number;
  choices: DiscountChoices;
}) {
  const save = useSaveDiscount(tenantId);
  const discount = editing?.discount;
  const form = useForm<DiscountFormValues, unknown, ParsedDiscountInput>({
    resolver: zodResolver(discountInputSchema) as unknown as Resolver<
      DiscountFormValues,
      unknown,
      ParsedDiscountInput
    >,
    // After a first submit, a corrected field loses its message as it is typed in.
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' }) ?? discount?.type ?? 'percentage';
  const appliesTo = useWatch({ control: form.control, name: 'appliesTo' }) ?? discount?.appliesTo ?? 'order';

  const submit = async (parsed: ParsedDiscountInput) => {
    try {
      await save.mutateAsync({ id: discount?.id, body: discountBody(parsed) });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (!fieldErrors) throw error;
      const names = Object.keys(fieldErrors) as DiscountFieldName[];
      for (const name of names) form.setError(name, { message: fieldErrors[name] });
      form.setFocus(names[0] as DiscountFieldName);
      return;
    }
    toast({ title: `Discount code ${discount ? 'updated' : 'created'}` });
    onClose();
  };
  const optionalField = (name: keyof typeof OPTIONAL_FIELDS) => {
    const { label, description, input } = OPTIONAL_FIELDS[name];
    return (
      <FormField
        id={`discount-${name}`}
        label={label}
        description={description}
        error={errors[name]?.message}
      >
        <Input {...input} {...form.register(name)} />
      </FormField>
    );
  };

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={discount ? `Edit ${discount.code}` : 'Create Discount Code'}
      description="Shoppers type the code at checkout. Codes are matched without regard to case."
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      form={form}
      defaultValues={initialDiscountValues(discount)}
      onSubmit={submit}
      submitLabel={discount ? 'Save Changes' : 'Create Code'}
      pendingLabel="Saving…"
      errorTitle={discount ? 'Error updating discount code' : 'Error creating discount code'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="discount-code" label="Code" error={errors.code?.message}>
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder="SUMMER10"
            className="uppercase placeholder:normal-case"
            {...form.register('code')}
          />
        </FormField>
        <FormField id="discount-type" label="Type" error={errors.type?.message}>
          <select className={textFieldClasses} {...form.register('type')}>
            {discountTypes.map((t) => (
              <option key={t} value={t}>
                {DISCOUNT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {type === 'free_shipping' ? (
          <p className="self-end rounded-md bg-muted p-2.5 text-sm text-muted-foreground">
            The order's shipping becomes free.
          </p>
        ) : (
          <FormField key={type} id="discount-value" label={VALUE_LABELS[type]} error={errors.value?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={type === 'percentage' ? 1 : 0.01}
              max={type === 'percentage' ? 100 : undefined}
              step={type === 'percentage' ? 1 : 0.01}
              {...form.register('value')}
            />
          </FormField>
        )}
        {optionalField('minSubtotal')}
      </div>
      <FormField id="discount-appliesTo" label="Applies to" error={errors.appliesTo?.message}>
        <select className={textFieldClasses} {...form.register('appliesTo')}>
          {(Object.keys(APPLIES_TO_LABELS) as DiscountAppliesTo[]).map((value) => (
            <option key={value} value={value}>
              {APPLIES_TO_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      {appliesTo === 'order' ? null : (
        <Controller
          key={appliesTo}
          control={form.control}
          name={PICKERS[appliesTo].field}
          render={({ field }) => {
            const picker = PICKERS[appliesTo];
            return (
              <ChoicePicker<string | number>
                label={picker.label}
                searchLabel={`Search ${picker.label.toLowerCase()}`}
                choices={choices[appliesTo]}
                loadError={choices[picker.loadError]}
                selected={field.value ?? []}
                onChange={field.onChange}
                error={errors[picker.field]?.message}
                errorId={`discount-${picker.field}-error`}
              />
            );
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {optionalField('startsAt')}
        {optionalField('endsAt')}
        {optionalField('usageLimit')}
        {optionalField('usageLimitPerCustomer')}
      </div>
      <CheckboxField
        control={form.control}
        name="isActive"
        id="discount-isActive"
        label="Active (shoppers can use it)"
        defaultChecked
      />
    </FormDialog>
  );
}
