// The store's return window (content key return_window_days, contracts order-returns.ts): how many
// days after the goods were sent a customer may ask to return them; 30 when never set.
import { contentKeys, DEFAULT_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS } from '@storefleet/contracts';
import { useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveContent } from '../api/save-content.ts';

export function ReturnWindowField({ tenantId, stored }: { tenantId: number; stored: string }) {
  const save = useSaveContent(tenantId);
  const { readOnly } = useStoreReadOnly();
  const [days, setDays] = useState(stored || String(DEFAULT_RETURN_WINDOW_DAYS));
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const value = days.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > MAX_RETURN_WINDOW_DAYS) {
      return setError(`Enter a whole number of days from 0 to ${MAX_RETURN_WINDOW_DAYS}`);
    }
    setError(undefined);
    try {
      await save.mutateAsync({
        key: contentKeys.returnWindowDays,
        body: {
          key: contentKeys.returnWindowDays,
          type: 'text',
          value: String(Number(value)),
          description: 'Return window in days',
        },
      });
      toast({ title: 'Return window saved' });
    } catch {
      toast({ title: 'Error', description: 'Failed to save the return window', variant: 'destructive' });
    }
  };
  return (
    <section className="space-y-2">
      <FormField
        id="return-window-days"
        label="Return window (days)"
        description="How long after an order is sent its customer may ask to return items from their account."
        error={error}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_RETURN_WINDOW_DAYS}
          className="max-w-32"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      <Button onClick={() => void submit()} disabled={save.isPending || readOnly}>
        Save return window
      </Button>
    </section>
  );
}
