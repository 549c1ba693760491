// Add or edit a saved address: the checkout's shipping fields with its messages (contracts
// addresses.ts), and "Use as my default address". The server's refusal (a full book) shows as a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerAddress,
  type CustomerAddressInput,
  customerAddressInputSchema,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
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
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`address-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
            className={field.wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}
          >
            <Input
              autoComplete={field.autoComplete}
              placeholder={field.name === 'zipCode' ? 'e.g. SW1A 1AA' : undefined}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
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
