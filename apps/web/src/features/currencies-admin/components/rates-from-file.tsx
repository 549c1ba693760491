// The platform's exchange rates, when the operator keeps a file of them: one click, confirmed first,
// replaces every rate (each currency keeps its rounding rule); what the file lacks is named.
import type { StoreCurrencies } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateRatesFromFile } from '../api/currency-writes.ts';

export function RatesFromFile({ tenantId, saved }: { tenantId?: number; saved: StoreCurrencies }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateRatesFromFile(tenantId);
  const blocked = useWriteBlockedReason();
  if (!saved.ratesFromFile || saved.currencies.length === 0) return null;
  return (
    <>
      <Button
        variant="outline"
        disabled={blocked !== undefined || update.isPending}
        aria-busy={update.isPending || undefined}
        onClick={() => setAsking(true)}
      >
        {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Update rates from the platform
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : setAsking(false))}
        title="Update every rate?"
        message={`The rates of ${saved.currencies.map((c) => c.currency).join(', ')} are replaced by the platform's latest exchange rates. Your rounding rules and the prices you set by hand stay as they are.`}
        confirmLabel="Update rates"
        destructive={false}
        pending={update.isPending}
        onConfirm={() =>
          update.mutate(undefined, {
            onSuccess: (result) =>
              toast({
                title: 'Rates updated',
                description: [
                  result.updated.length ? `${result.updated.join(', ')} at the rates of ${result.date}.` : '',
                  result.missing.length
                    ? `The platform has no rate for ${result.missing.join(', ')}: kept as it was.`
                    : '',
                ]
                  .filter(Boolean)
                  .join(' '),
              }),
            onError: (failure) =>
              toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}
