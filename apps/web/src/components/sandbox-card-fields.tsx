// The sandbox provider's test-card fields (DESIGN §6, ADR 0084): card number, expiry and CVC, judged
// by the server's test "card network". The store checkout and the card on file for the platform's
// bills both show them, each with its own words and its own way of sending the card.
import { FlaskConical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };
export type SandboxCardField = 'cardNumber' | 'expiry' | 'cvc';
/** The three fields as typed. */
export type SandboxCardInput = Record<SandboxCardField, string>;

export const emptySandboxCardInput: SandboxCardInput = { cardNumber: '', expiry: '', cvc: '' };

/** "MM/YY", "MM / YYYY" or "MMYY" → month and four-digit year; null when it is not a date. */
export function parseCardExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** The card to send, or the fields that are not a card yet (in the order of the form). */
export function readSandboxCard(input: SandboxCardInput): {
  card: SandboxCard | null;
  problems: SandboxCardField[];
} {
  const cardNumber = input.cardNumber.replace(/[\s-]/g, '');
  const expiry = parseCardExpiry(input.expiry);
  const cvc = input.cvc.trim();
  const problems: SandboxCardField[] = [];
  if (!/^\d{12,19}$/.test(cardNumber)) problems.push('cardNumber');
  if (!expiry) problems.push('expiry');
  if (!/^\d{3,4}$/.test(cvc)) problems.push('cvc');
  if (!expiry || problems.length > 0) return { card: null, problems };
  return { card: { cardNumber, cvc, ...expiry }, problems: [] };
}

export function SandboxCardFields({
  idPrefix,
  input,
  onEdit,
  disabled,
  labels,
  testNote,
  invalid,
  errorId,
}: {
  /** The fields' ids are `${idPrefix}-cardNumber`, `-expiry` and `-cvc`. */
  idPrefix: string;
  input: SandboxCardInput;
  onEdit: (field: SandboxCardField, value: string) => void;
  disabled: boolean;
  labels: Record<SandboxCardField, string>;
  /** The test-mode note, around the test card's number. */
  testNote: { before: string; after: string };
  invalid?: ReadonlySet<SandboxCardField>;
  /** The error the invalid fields point at. */
  errorId?: string;
}) {
  const field = (name: SandboxCardField, props: ComponentProps<'input'>) => (
    <div className="space-y-2">
      <Label htmlFor={`${idPrefix}-${name}`}>{labels[name]}</Label>
      <Input
        id={`${idPrefix}-${name}`}
        disabled={disabled}
        aria-invalid={invalid?.has(name) ? true : undefined}
        aria-describedby={invalid?.has(name) ? errorId : undefined}
        value={input[name]}
        onChange={(event) => onEdit(name, event.target.value)}
        {...props}
      />
    </div>
  );

  return (
    <>
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {testNote.before} <strong className="text-foreground">4242 4242 4242 4242</strong>
          {testNote.after}
        </span>
      </p>
      {field('cardNumber', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
        {field('cvc', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
      </div>
    </>
  );
}
