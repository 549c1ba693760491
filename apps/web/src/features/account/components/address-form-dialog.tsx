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
  postcodeLabel,
  US_STATES,
} from '@storefleet/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { countryChoices } from '@/components/country-names.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
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
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', wide: false },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', wide: false },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', wide: false },
  { name: 'zipCode', label: 'Postcode', autoComplete: 'postal-code', wide: false },
] as const;

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
  const save = useSaveAddress();
  const countries = useMemo(() => countryChoices(), []);
  const country = form.watch('country') ?? DEFAULT_COUNTRY;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      defaultValues={startValues(address)}
      title={address ? 'Edit address' : 'Add an address'}
      description="Checkout fills in your default address for you."
      submitLabel={address ? 'Save address' : 'Add address'}
      pendingLabel="Saving…"
      errorTitle="Could not save the address"
      onSubmit={async (input) => {
        await save.mutateAsync({ tenantId, id: address?.id, input });
        toast({ title: address ? 'Address updated' : 'Address added' });
        onOpenChange(false);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="address-country"
          label="Country"
          error={errors.country?.message}
          className="space-y-2 sm:col-span-2"
        >
          <select autoComplete="country" className={textFieldClasses} {...form.register('country')}>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`address-${field.name}`}
            label={field.name === 'zipCode' ? postcodeLabel(country) : field.label}
            error={errors[field.name]?.message}
            className={field.wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}
          >
            <Input
              autoComplete={field.autoComplete}
              placeholder={field.name === 'zipCode' ? `e.g. ${postcodeExample(country)}` : undefined}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
        {countryHasState(country) ? (
          <FormField id="address-state" label="State" error={errors.state?.message} className="space-y-2">
            <select autoComplete="address-level1" className={textFieldClasses} {...form.register('state')}>
              <option value="">Choose a state</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
      {address?.isDefault ? (
        <p className="text-sm text-muted-foreground">This is your default address.</p>
      ) : (
        <CheckboxField
          control={form.control}
          name="isDefault"
          id="address-is-default"
          label="Use as my default address"
        />
      )}
    </FormDialog>
  );
}
