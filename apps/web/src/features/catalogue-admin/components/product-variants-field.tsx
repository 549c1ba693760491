// The product form's Variants section: one line per combination of the options
// ticked above (e.g. Size S/M/L × Colour Black/Navy) with its price, compare-at price, stock and
// SKU. A line left empty sells at the product's own price and stock; a line with some figures takes
// the product's price or stock where its own is blank. Saved with the product as the variant price
// rows that Variant Pricing lists. Generate SKUs fills the priced lines' SKUs or says why it cannot.
import { Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  MAX_VARIANT_LINES,
  type VariantLine,
  type VariantLineErrors,
  type VariantLineFields,
} from '../lib/variant-combinations.ts';

type ProductVariantsFieldProps = {
  lines: VariantLine[];
  /** How many combinations the ticked options make (more than MAX_VARIANT_LINES are not listed). */
  count: number;
  loading: boolean;
  loadFailed: boolean;
  errors: VariantLineErrors;
  onChange: (key: string, field: keyof VariantLineFields, value: string) => void;
  onGenerateSkus: () => void;
  /** What Generate SKUs did, or why it could not (announced politely). */
  skuMessage?: string;
};

// `name` labels each input ('Price for Size: M'); it never repeats the product fields' labels.
const columns: {
  field: keyof VariantLineFields;
  label: string;
  name: string;
  placeholder: string;
  numeric?: boolean;
}[] = [
  { field: 'price', label: 'Price (£)', name: 'Price', placeholder: 'Default' },
  { field: 'compareAtPrice', label: 'Compare-at', name: 'Compare-at', placeholder: 'Optional' },
  { field: 'stock', label: 'Stock', name: 'Stock', placeholder: 'Default', numeric: true },
  { field: 'sku', label: 'SKU', name: 'SKU', placeholder: 'Optional' },
  {
    field: 'weightGrams',
    label: 'Weight (g)',
    name: 'Weight in grams',
    placeholder: 'Product’s',
    numeric: true,
  },
];

export function ProductVariantsField(props: ProductVariantsFieldProps) {
  return (
    <fieldset className="space-y-3" aria-describedby="product-variants-help">
      <legend className="text-sm font-medium">Variants</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="product-variants-help" className="text-xs text-muted-foreground">
          {props.count === 0
            ? 'Tick options above (such as sizes and colours) to price and stock each combination.'
            : 'Each combination of the options above. Leave a line empty to sell it at the product’s price and stock; a line with only a price takes the product’s stock, one with only a stock its price. A blank weight is the product’s.'}
        </p>
        {props.lines.length > 0 ? (
          <Button type="button" variant="outline" size="sm" onClick={props.onGenerateSkus}>
            <Wand2 aria-hidden="true" /> Generate SKUs
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-xs text-muted-foreground empty:hidden" data-testid="sku-message">
        {props.lines.length > 0 ? (props.skuMessage ?? '') : ''}
      </p>
      {props.loadFailed ? <p className="text-sm text-destructive">Failed to fetch variants</p> : null}
      {props.count > MAX_VARIANT_LINES ? (
        <p className="text-sm text-destructive">
          {props.count} combinations are too many to list here (at most {MAX_VARIANT_LINES}). Tick fewer
          options, or price combinations one by one on Variant Pricing.
        </p>
      ) : props.loading && props.count > 0 ? (
        <p className="text-sm text-muted-foreground">Loading variant prices…</p>
      ) : props.lines.length > 0 ? (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm" aria-label="Variants">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="p-2 font-medium">
                  Combination
                </th>
                {columns.map((c) => (
                  <th key={c.field} scope="col" className="p-2 font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.lines.map((line, index) => {
                const lineErrors = props.errors[line.key] ?? {};
                return (
                  <tr key={line.key} className="border-t align-top" data-testid="variant-line">
                    <th scope="row" className="p-2 text-left font-medium whitespace-nowrap">
                      {line.label}
                    </th>
                    {columns.map((c) => {
                      const id = `variant-line-${index}-${c.field}`;
                      const error = lineErrors[c.field];
                      return (
                        <td key={c.field} className="min-w-24 p-2">
                          <Input
                            id={id}
                            aria-label={`${c.name} for ${line.label}`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            inputMode={c.numeric ? 'numeric' : c.field === 'sku' ? undefined : 'decimal'}
                            placeholder={c.placeholder}
                            value={line[c.field]}
                            onChange={(event) => props.onChange(line.key, c.field, event.currentTarget.value)}
                          />
                          <FieldError id={`${id}-error`} message={error} className="mt-1 text-xs" />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </fieldset>
  );
}
