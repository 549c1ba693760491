// The status card (spec admin §4): overall 'Connected' / 'Setup Required', each gateway
// 'Connected' / 'Not Setup', and 'Ready for payments' on the primary gateway when it is connected.
import type { PaymentSettings } from '@storefleet/contracts';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

const names = { stripe: 'Stripe', sumup: 'SumUp' } as const;

export function GatewayStatusCard({ settings }: { settings: PaymentSettings }) {
  const { status, primaryPaymentGateway: primary } = settings;
  const connected = status.overall === 'Connected';
  return (
    <Card role="region" aria-labelledby="payment-status-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle id="payment-status-title" className="text-lg">
            Payment Status
          </CardTitle>
          <CardDescription>
            {connected
              ? `Checkout takes payments through ${names[primary]}.`
              : `Enter your ${names[primary]} keys below to take real payments.`}
          </CardDescription>
        </div>
        <Badge variant={connected ? 'success' : 'warning'}>
          {connected ? <CheckCircle2 aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
          {status.overall}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-lg border">
          {(['stripe', 'sumup'] as const).map((gateway) => (
            <li key={gateway} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="font-medium">
                {names[gateway]}
                {gateway === primary ? (
                  <span className="ml-2 text-xs text-muted-foreground">(primary)</span>
                ) : null}
              </span>
              <span className="flex items-center gap-2">
                {gateway === primary && status.readyForPayments ? (
                  <Badge variant="info">Ready for payments</Badge>
                ) : null}
                <Badge variant={status[gateway].connected ? 'success' : 'neutral'}>
                  {status[gateway].label}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
        {settings.sandboxActive ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            Until then your checkout runs in test mode: shoppers can pay only with test cards such as 4242
            4242 4242 4242, and no money is taken.
          </p>
        ) : null}
        {!connected && !settings.sandboxActive ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-950">
            Your checkout cannot take payments until these keys are set up.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
