// The values of a variant attribute (spec admin §5): typed values are trimmed, empty ones ignored,
// duplicates not added; Enter or the Add button adds; clicking a value removes it.
import { addVariantValue } from '@storefleet/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type VariantValuesInputProps = { values: string[]; onChange: (values: string[]) => void; error?: string };

export function VariantValuesInput({ values, onChange, error }: VariantValuesInputProps) {
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange([...addVariantValue(values, typed)]);
    setTyped('');
  };

  return (
    <div className="space-y-2">
      <Label htmlFor="variant-value">Values</Label>
      <div className="flex gap-2">
        <Input
          id="variant-value"
          value={typed}
          placeholder="Type a value and press Enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'variant-values-error' : 'variant-values-hint'}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      <p id="variant-values-hint" className="text-xs text-muted-foreground">
        Click a value to remove it.
      </p>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added values">
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={`Remove ${value}`}
                className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm font-medium outline-none hover:bg-destructive/10 hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring"
              >
                {value}
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id="variant-values-error" message={error} />
    </div>
  );
}
