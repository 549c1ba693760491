// For a signed-in customer with saved addresses: which one fills in the shipping fields (the
// default to begin with). Choosing one replaces the name and address fields; the e-mail stays.
import { countryName } from '@storefleet/contracts';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import type { SavedShippingAddress } from '../checkout-fields.ts';

type SavedAddressPickerProps = {
  addresses: SavedShippingAddress[];
  value: number | null;
  onChange(address: SavedShippingAddress): void;
};

const labelOf = (a: SavedShippingAddress) =>
  `${a.firstName} ${a.lastName}, ${a.address}, ${a.city}, ${a.zipCode}${a.country && a.country !== 'GB' ? `, ${countryName(a.country)}` : ''}${a.isDefault ? ' (default)' : ''}`;

export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  return (
    <div className="mb-4 space-y-2">
      <Label htmlFor="checkout-saved-address">Saved address</Label>
      <Select
        value={value === null ? undefined : String(value)}
        onValueChange={(id) => {
          const chosen = addresses.find((a) => String(a.id) === id);
          if (chosen) onChange(chosen);
        }}
      >
        <SelectTrigger id="checkout-saved-address" className="h-auto min-h-10 text-left">
          <SelectValue placeholder="Choose a saved address" />
        </SelectTrigger>
        <SelectContent>
          {addresses.map((address) => (
            <SelectItem key={address.id} value={String(address.id)}>
              {labelOf(address)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
