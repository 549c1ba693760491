// Which options a product offers (its `sizes`): the store's variant attributes as checkboxes,
// stored as 'Attribute:Value'; option strings no attribute offers are listed and can be removed.
// "Add option" makes a store attribute, or adds values to one, without leaving
// the form, and ticks the values on this product.
import type { VariantAttribute } from '@storefleet/contracts';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSaveVariantAttribute } from '../api/save-variant-attribute.ts';
import { hasOption, optionAddition, otherOptions, toggleOption } from '../lib/product-options.ts';

type ProductOptionsFieldProps = {
  attributes: VariantAttribute[];
  sizes: string[];
  onChange: (sizes: string[]) => void;
  /** The store the new option's attribute belongs to (a super admin's tenant path). */
  tenantId?: number;
};

function AddOption({
  attributes,
  sizes,
  onChange,
  tenantId,
}: Required<Pick<ProductOptionsFieldProps, 'attributes' | 'sizes' | 'onChange'>> & { tenantId?: number }) {
  const save = useSaveVariantAttribute(tenantId);
  const [typed, setTyped] = useState({ name: '', values: '' });
  const [error, setError] = useState<string>();

  const add = () => {
    const { name, values } = typed;
    const addition = optionAddition(attributes, name, values);
    if (!addition) return setError(name.trim() ? 'Please add at least one value' : 'Option name is required');
    setError(undefined);
    save.mutate(
      { id: addition.id, body: addition.body },
      {
        onSuccess: (attribute) => {
          onChange(
            addition.tick.reduce((all, value) => toggleOption(all, attribute.name, value, true), sizes),
          );
          setTyped({ name: '', values: '' });
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  // Enter adds the option; it never submits the product form around it.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  // Both boxes add on Enter, and the one message under them describes both.
  const box = (part: keyof typeof typed, label: string, placeholder: string) => (
    <>
      <Label htmlFor={`new-option-${part}`}>{label}</Label>
      <Input
        id={`new-option-${part}`}
        placeholder={placeholder}
        value={typed[part]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped((now) => ({ ...now, [part]: value }));
        }}
        onKeyDown={onEnter}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-option-error' : undefined}
      />
    </>
  );

  return (
    <div className="space-y-2 rounded-md border border-dashed p-3">
      <p className="text-xs font-semibold text-muted-foreground uppercase">Add option</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-36 space-y-1">{box('name', 'New option', 'Size')}</div>
        <div className="min-w-48 flex-1 space-y-1">{box('values', 'Its values', 'S, M, L')}</div>
        <Button type="button" variant="outline" onClick={add} disabled={save.isPending}>
          <Plus aria-hidden="true" /> Add option
        </Button>
      </div>
      <FieldError id="new-option-error" message={error} />
      <p className="text-xs text-muted-foreground">
        Separate values with commas. The option is added to your store’s variant attributes.
      </p>
    </div>
  );
}

export function ProductOptionsField({ attributes, sizes, onChange, tenantId }: ProductOptionsFieldProps) {
  const others = otherOptions(sizes, attributes);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Options</legend>
      {attributes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No variant attributes yet. Add one below, or in Variant Management.
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
      <AddOption attributes={attributes} sizes={sizes} onChange={onChange} tenantId={tenantId} />
    </fieldset>
  );
}
