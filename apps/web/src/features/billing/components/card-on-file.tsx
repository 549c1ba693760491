// Subscription Management's "Payment card" (ADR 0084): the card bills are charged to, masked (brand,
// last four, expiry), with Replace and Remove (asked first); adding one takes the sandbox's test
// cards, or Stripe Elements when the platform's account is Stripe. Usable while the store is
// read-only for an unpaid bill: a new card is how the owner pays it.
import type { BillingAccount } from '@storefleet/contracts';
import { formatMoney } from '@storefleet/contracts';
import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { StoreWritesAllowed } from '@/components/store-read-only.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useBillingAccount, useRemoveCard, useSaveCard } from '../api/billing-account.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const StripeCardSetup = lazy(() => import('./stripe-card-setup.tsx'));

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
export const brandName = (brand: string) =>
  brandNames[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

export function CardOnFile({ tenantId }: { tenantId: number }) {
  const account = useBillingAccount(tenantId);
  const [editing, setEditing] = useState(false);
  const save = useSaveCard(tenantId, {
    onSuccess: (result) => {
      setEditing(false);
      toast({
        title: 'Card saved',
        description: result.card
          ? `Bills will be charged to your ${brandName(result.card.brand)} card ending ${result.card.last4}.`
          : undefined,
      });
    },
  });
  const remove = useRemoveCard(tenantId, {
    onSuccess: () => toast({ title: 'Card removed', description: 'Your bills will be sent by e-mail.' }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <Card role="region" aria-labelledby="payment-card-title">
      <CardHeader>
        <CardTitle id="payment-card-title" className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden="true" className="size-5" />
          Payment card
        </CardTitle>
        <CardDescription>
          The card your Storefleet bills are charged to, on the day they are raised.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {account.isPending ? <Spinner label="Loading your card…" /> : null}
        {account.isError ? <LoadError what="your card" onRetry={() => account.refetch()} /> : null}
        {account.data ? (
          <StoreWritesAllowed>
            <CardBody
              account={account.data}
              tenantId={tenantId}
              editing={editing}
              setEditing={setEditing}
              pending={save.isPending}
              saveError={save.isError ? errorMessage(save.error) : null}
              onSave={(input) => save.mutate(input)}
              removing={remove.isPending}
              onRemove={() => remove.mutate()}
            />
          </StoreWritesAllowed>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CardBody(props: {
  account: BillingAccount;
  tenantId: number;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  pending: boolean;
  saveError: string | null;
  onSave: (
    input: { setupIntentId: string } | { cardNumber: string; expMonth: number; expYear: number; cvc: string },
  ) => void;
  removing: boolean;
  onRemove: () => void;
}) {
  const { account, editing, setEditing } = props;
  if (account.paysByTransfer) {
    return (
      <p className="text-sm text-muted-foreground">
        Your store pays its bills by bank transfer, as agreed with the platform: bills are sent by e-mail.
      </p>
    );
  }
  if (!account.provider) {
    return (
      <p className="text-sm text-muted-foreground">
        The platform does not take cards yet: bills are sent by e-mail.
      </p>
    );
  }
  const card = account.card;
  const form =
    account.provider === 'stripe' && account.publishableKey ? (
      <Suspense fallback={<Spinner label="Loading the card form…" />}>
        <StripeCardSetup
          publishableKey={account.publishableKey}
          tenantId={props.tenantId}
          pending={props.pending}
          onSaved={(setupIntentId) => props.onSave({ setupIntentId })}
          onCancel={card ? () => setEditing(false) : undefined}
        />
      </Suspense>
    ) : (
      <SandboxCardForm
        pending={props.pending}
        onSave={props.onSave}
        onCancel={card ? () => setEditing(false) : undefined}
      />
    );
  return (
    <div className="space-y-4">
      {card ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
          <div>
            <p className="font-medium">
              {brandName(card.brand)} ending {card.last4}
            </p>
            <p className="text-sm text-muted-foreground">
              Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </p>
          </div>
          {editing ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                Replace card
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" disabled={props.removing}>
                    Remove card
                  </Button>
                }
                title="Remove this card?"
                message={`Your bills will no longer be charged to the ${brandName(card.brand)} card ending ${card.last4}; they will be sent by e-mail instead.`}
                confirmLabel="Remove card"
                pending={props.removing}
                onConfirm={props.onRemove}
              />
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No card on file: your bills are sent by e-mail. Add a card to have them paid automatically.
        </p>
      )}
      {!card || editing ? form : null}
      {props.saveError ? (
        <p role="alert" className="text-sm text-destructive">
          {props.saveError}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Amount due: <strong className="text-foreground">{formatMoney(account.amountDue)}</strong>
        {account.nextChargeAt ? ` · Next charge ${formatDate(account.nextChargeAt)}` : null}
      </p>
    </div>
  );
}
