// Which options a product offers (its `sizes`): the store's variant attributes as checkboxes,
// stored as 'Attribute:Value'; option strings no attribute offers are listed and can be removed.
import type { VariantAttribute } from '@storefleet/contracts';
import { X } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { hasOption, otherOptions, toggleOption } from '../lib/product-options.ts';

type ProductOptionsFieldProps = {
  attributes: VariantAttribute[];
  sizes: string[];
  onChange: (sizes: string[]) => void;
};

export function ProductOptionsField({ attributes, sizes, onChange }: ProductOptionsFieldProps) {
  const others = otherOptions(sizes, attributes);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Options</legend>
      {attributes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No variant attributes yet. Add sizes or colours in Variant Management to offer them here.
        </p>
      ) : null}
      {attributes.map((attribute) => (
        <fieldset key={attribute.id} className="space-y-2 rounded-md border p-3">
          <legend className="px-1 text-xs font-semibold text-muted-foreground uppercase">
            {attribute.name}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {attribute.values.map((value) => {
              const id = `option-${attribute.id}-${value}`;
              return (
                <div key={value} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={hasOption(sizes, attribute.name, value)}
                    onCheckedChange={(checked) =>
                      onChange(toggleOption(sizes, attribute.name, value, checked === true))
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {value}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {others.length > 0 ? (
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground">Other options on this product</p>
          <ul className="flex flex-wrap gap-2">
            {others.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => onChange(sizes.filter((s) => s !== option))}
                  className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-xs font-medium outline-none hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Remove option ${option}`}
                >
                  {option}
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
