// A place's three tax rates in a dialog: typed as a per cent, each checked before anything is sent,
// only the changed ones saved; the built-in rate stays in view under each field.
import {
  formatTaxRate,
  percentToBasisPoints,
  TAX_RATE_MESSAGE,
  type TaxClass,
  type TaxRatePlace,
  taxClasses,
} from '@storefleet/contracts';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveTaxRates } from '../api/tax-rates.ts';
import { classLabels } from './tax-class-labels.ts';

/** 2000 → "20", 1350 → "13.5": what the owner types. */
const percentText = (bp: number) => formatTaxRate(bp).replace('%', '');

export function EditRatesDialog({
  tenantId,
  place,
  onClose,
}: {
  tenantId?: number;
  place: TaxRatePlace | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveTaxRates(tenantId);
  const start = (p: TaxRatePlace | null) =>
    Object.fromEntries(taxClasses.map((c) => [c, p ? percentText(p[c].rateBp) : ''])) as Record<
      TaxClass,
      string
    >;
  const [typed, setTyped] = useState(() => start(place));
  const [errors, setErrors] = useState<Partial<Record<TaxClass, string>>>({});
  const [shown, setShown] = useState(place);
  if (place !== shown) {
    setShown(place);
    setTyped(start(place));
    setErrors({});
  }
  const dirty = place !== null && taxClasses.some((c) => typed[c].trim() !== percentText(place[c].rateBp));

  const submit = () => {
    if (!place) return undefined;
    const found: Partial<Record<TaxClass, string>> = {};
    const changes: { taxClass: TaxClass; rate: string }[] = [];
    for (const taxClass of taxClasses) {
      const bp = percentToBasisPoints(typed[taxClass]);
      if (bp === null) found[taxClass] = TAX_RATE_MESSAGE;
      else if (bp !== place[taxClass].rateBp) changes.push({ taxClass, rate: typed[taxClass].trim() });
    }
    setErrors(found);
    if (Object.keys(found).length) return undefined;
    if (!changes.length) {
      onClose();
      return undefined;
    }
    return save.mutateAsync({ place: place.place, rates: changes }).then(() => {
      toast({ title: 'Tax rates saved', description: place.name });
      onClose();
    });
  };

  return (
    <FormDialog
      open={place !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={place ? `Tax rates in ${place.name}` : ''}
      description="The rate checkout charges for each class there, as a per cent with at most two decimals. A rate you change becomes your own; Reset brings back the built-in ones."
      onSubmit={submit}
      submitLabel="Save rates"
      pendingLabel="Saving…"
      errorTitle="The rates were not saved"
      dirty={dirty}
    >
      {place
        ? taxClasses.map((taxClass) => (
            <FormField
              key={taxClass}
              id={`${id}-${taxClass}`}
              label={`${classLabels[taxClass]} rate (%)`}
              error={errors[taxClass]}
              description={`Built-in: ${formatTaxRate(place[taxClass].builtInBp)}`}
              keepDescription
              className="space-y-1"
            >
              <Input
                value={typed[taxClass]}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => setTyped((now) => ({ ...now, [taxClass]: event.target.value }))}
              />
            </FormField>
          ))
        : null}
    </FormDialog>
  );
}
