// Primary gateway: Stripe or SumUp (spec admin §2 Payment settings).
import type { PaymentGateway } from '@storefleet/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';

const choices: { value: PaymentGateway; label: string; description: string }[] = [
  {
    value: 'stripe',
    label: 'Stripe',
    description: 'Cards, Apple Pay and Google Pay through your Stripe account.',
  },
  { value: 'sumup', label: 'SumUp', description: 'Card payments through your SumUp merchant account.' },
];

export function GatewayChoice({
  value,
  onChange,
}: {
  value: PaymentGateway;
  onChange: (value: PaymentGateway) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="primary-gateway-title" className="text-lg">
          Primary Payment Gateway
        </CardTitle>
        <CardDescription>Your checkout takes payments through this gateway.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="primary-gateway-title"
          value={value}
          onValueChange={(next) => onChange(next as PaymentGateway)}
          className="sm:grid-cols-2"
        >
          {choices.map((choice) => (
            <div
              key={choice.value}
              className="flex items-start gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`gateway-${choice.value}`} value={choice.value} className="mt-0.5" />
              <div className="space-y-1">
                <Label htmlFor={`gateway-${choice.value}`}>{choice.label}</Label>
                <p className="text-sm text-muted-foreground">{choice.description}</p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
