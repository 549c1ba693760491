// The sandbox's test-card form for the card on file (ADR 0084), like the store checkout's sandbox:
// card number, expiry and CVC, judged by the server's test network.
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

export function SandboxCardForm({
  pending,
  onSave,
  onCancel,
}: {
  pending: boolean;
  onSave: (card: SandboxCard) => void;
  onCancel?: () => void;
}) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cardNumber = card.cardNumber.replace(/[\s-]/g, '');
    const expiry = parseExpiry(card.expiry);
    if (!/^\d{12,19}$/.test(cardNumber)) return setProblem('Please enter a valid card number.');
    if (!expiry) return setProblem('Please enter the expiry date as MM/YY.');
    if (!/^\d{3,4}$/.test(card.cvc.trim()))
      return setProblem('Please enter the 3-digit security code (CVC).');
    setProblem(null);
    onSave({ cardNumber, cvc: card.cvc.trim(), ...expiry });
  };

  const field = (name: 'cardNumber' | 'expiry' | 'cvc', label: string, props: Record<string, unknown>) => (
    <div className="space-y-2">
      <Label htmlFor={`billing-card-${name}`}>{label}</Label>
      <Input
        id={`billing-card-${name}`}
        value={card[name]}
        disabled={pending}
        onChange={(event) => setCard((c) => ({ ...c, [name]: event.target.value }))}
        {...props}
      />
    </div>
  );

  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Card for your bills">
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Test mode: no real payment is taken. Use card{' '}
          <strong className="text-foreground">4242 4242 4242 4242</strong>, any future expiry date and any
          3-digit CVC.
        </span>
      </p>
      {field('cardNumber', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', 'Expiry (MM/YY)', {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
        })}
        {field('cvc', 'CVC', {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: 4,
        })}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving card…' : 'Save card'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
