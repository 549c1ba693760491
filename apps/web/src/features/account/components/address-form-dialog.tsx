// Add or edit a saved address: the country first (docs/decisions/0100, the United Kingdom unless
// chosen), then the checkout's shipping fields with its messages (contracts addresses.ts; a US
// address names its state, the postcode is called as its country calls it), and "Use as my
// default address". The server's refusal (a full book) shows as a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerAddress,
  type CustomerAddressInput,
  countryHasState,
  customerAddressInputSchema,
  DEFAULT_COUNTRY,
  postcodeExample,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CountryOptions, postcodeLabelKey, UsStateOptions } from '@/components/address-choices.tsx';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import type { CatalogueKey } from '@/lib/i18n/locales/en.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveAddress } from '../api/save-address.ts';

type AddressFormOutput = z.output<typeof customerAddressInputSchema>;

type AddressFormDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  tenantId: number;
  /** The address to edit; none adds a new one. */
  address?: CustomerAddress;
};

const fields = [
  { name: 'firstName', label: 'checkout.field.firstName', autoComplete: 'given-name', wide: false },
  { name: 'lastName', label: 'checkout.field.lastName', autoComplete: 'family-name', wide: false },
  { name: 'address', label: 'checkout.field.address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'checkout.field.city', autoComplete: 'address-level2', wide: false },
  { name: 'zipCode', label: 'checkout.field.zipCode', autoComplete: 'postal-code', wide: false },
] as const satisfies readonly { name: string; label: CatalogueKey; autoComplete: string; wide: boolean }[];

function startValues(address?: CustomerAddress): CustomerAddressInput {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    zipCode: address?.zipCode ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
    state: address?.state ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

export function AddressFormDialog({ open, onOpenChange, tenantId, address }: AddressFormDialogProps) {
  const form = useForm<CustomerAddressInput, unknown, AddressFormOutput>({
    resolver: zodResolver(customerAddressInputSchema),
    defaultValues: startValues(address),
  });
  const { errors } = form.formState;
  const t = useT();
  const formMessage = useFormMessage();
  const save = useSaveAddress();
  const country = form.watch('country') ?? DEFAULT_COUNTRY;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      defaultValues={startValues(address)}
      title={address ? t('addressForm.titleEdit') : t('addressForm.titleAdd')}
      description={t('addressForm.description')}
      submitLabel={address ? t('addressForm.save') : t('addresses.add')}
      pendingLabel={t('addressForm.saving')}
      errorTitle={t('addressForm.failed')}
      cancelLabel={t('common.cancel')}
      onSubmit={async (input) => {
        await save.mutateAsync({ tenantId, id: address?.id, input });
        toast({ title: address ? t('addressForm.updated') : t('addressForm.added') });
        onOpenChange(false);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="address-country"
          label={t('checkout.field.country')}
          error={formMessage(errors.country?.message)}
          className="space-y-2 sm:col-span-2"
        >
          <select autoComplete="country" className={textFieldClasses} {...form.register('country')}>
            <CountryOptions />
          </select>
        </FormField>
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`address-${field.name}`}
            label={t(field.name === 'zipCode' ? postcodeLabelKey(country) : field.label)}
            error={formMessage(errors[field.name]?.message)}
            className={field.wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}
          >
            <Input
              autoComplete={field.autoComplete}
              placeholder={
                field.name === 'zipCode'
                  ? t('checkout.field.example', { example: postcodeExample(country) })
                  : undefined
              }
              {...form.register(field.name)}
            />
          </FormField>
        ))}
        {countryHasState(country) ? (
          <FormField
            id="address-state"
            label={t('checkout.field.state')}
            error={formMessage(errors.state?.message)}
            className="space-y-2"
          >
            <select autoComplete="address-level1" className={textFieldClasses} {...form.register('state')}>
              <UsStateOptions />
            </select>
          </FormField>
        ) : null}
      </div>
      {address?.isDefault ? (
        <p className="text-sm text-muted-foreground">{t('addressForm.isDefault')}</p>
      ) : (
        <CheckboxField
          control={form.control}
          name="isDefault"
          id="address-is-default"
          label={t('addressForm.useDefault')}
        />
      )}
    </FormDialog>
  );
}
