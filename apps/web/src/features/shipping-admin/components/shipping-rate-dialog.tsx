// Add or edit a zone's rate (docs/decisions/0100): flat, by order value or by weight in bands (the
// last may be open), and free from a threshold.
import type { AdminShippingOption, AdminShippingZone } from '@storefleet/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { type RateBody, useSaveRate } from '../api/save-shipping-option.ts';
import { ShippingFormDialog } from './shipping-form-dialog.tsx';

type BandRow = { upTo: string; cost: string };

export function RateDialog({
  tenantId,
  zone,
  option,
  onClose,
}: {
  tenantId?: number;
  zone: AdminShippingZone;
  option?: AdminShippingOption;
  onClose(): void;
}) {
  const save = useSaveRate(tenantId);
  const [name, setName] = useState(option?.name ?? '');
  const [rateKind, setRateKind] = useState<RateBody['rateKind']>(option?.rateKind ?? 'flat');
  const [cost, setCost] = useState(option?.cost ?? '');
  const [bands, setBands] = useState<BandRow[]>(
    option?.bands.length
      ? option.bands.map((band) => ({ upTo: band.upTo ?? '', cost: band.cost }))
      : [{ upTo: '', cost: '' }],
  );
  const [freeAbove, setFreeAbove] = useState(option?.freeAbove ?? '');
  const [error, setError] = useState<string | null>(null);
  const unit = rateKind === 'weight' ? 'Up to (grams)' : 'Up to (£)';
  const setBand = (index: number, patch: Partial<BandRow>) =>
    setBands((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: RateBody = {
      name,
      description: option?.description ?? null,
      cost: rateKind === 'flat' ? cost : '0',
      estimatedDays: option?.estimatedDays ?? null,
      sortOrder: option?.sortOrder ?? 0,
      isActive: option?.isActive ?? true,
      zoneId: zone.isDefault ? null : zone.id,
      rateKind,
      bands:
        rateKind === 'flat' ? [] : bands.map((band) => ({ upTo: band.upTo.trim() || null, cost: band.cost })),
      freeAbove: freeAbove.trim() || null,
    };
    save.mutate(
      { id: option?.id, body },
      {
        onSuccess: () => {
          toast({ title: option ? 'Rate updated' : 'Rate added' });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <ShippingFormDialog
      title={option ? `Edit rate in ${zone.name}` : `Add a rate to ${zone.name}`}
      description="Shoppers in this zone choose from its rates at checkout."
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={error}
      errorId="rate-error"
      submitLabel="Save rate"
    >
      <div className="space-y-2">
        <Label htmlFor="rate-name">Shipping method name</Label>
        <Input id="rate-name" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="rate-kind">Priced</Label>
        <select
          id="rate-kind"
          className={textFieldClasses}
          value={rateKind}
          onChange={(event) => setRateKind(event.target.value as RateBody['rateKind'])}
        >
          <option value="flat">Flat rate</option>
          <option value="value">By order value</option>
          <option value="weight">By weight</option>
        </select>
      </div>
      {rateKind === 'flat' ? (
        <div className="space-y-2">
          <Label htmlFor="rate-cost">Cost (£)</Label>
          <Input
            id="rate-cost"
            inputMode="decimal"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
          />
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            Bands (leave the last one's bound empty for everything above)
          </legend>
          {bands.map((band, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <div className="space-y-1">
                <Label htmlFor={`band-${index}-up-to`}>{unit}</Label>
                <Input
                  id={`band-${index}-up-to`}
                  inputMode="decimal"
                  value={band.upTo}
                  onChange={(event) => setBand(index, { upTo: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`band-${index}-cost`}>Cost (£)</Label>
                <Input
                  id={`band-${index}-cost`}
                  inputMode="decimal"
                  value={band.cost}
                  onChange={(event) => setBand(index, { cost: event.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove band ${index + 1}`}
                disabled={bands.length === 1}
                onClick={() => setBands((rows) => rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setBands((rows) => [...rows, { upTo: '', cost: '' }])}
          >
            <Plus aria-hidden="true" /> Add band
          </Button>
        </fieldset>
      )}
      <div className="space-y-2">
        <Label htmlFor="rate-free-above">Free when the order comes to at least (£, optional)</Label>
        <Input
          id="rate-free-above"
          inputMode="decimal"
          value={freeAbove}
          onChange={(event) => setFreeAbove(event.target.value)}
        />
      </div>
    </ShippingFormDialog>
  );
}
