// The sandbox provider's card form (DESIGN §6): card number, expiry and CVC, checked by the built-in
// test "card network". Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
import { FlaskConical } from 'lucide-react';
import { type ComponentProps, useImperativeHandle, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment.ts';
import { parseCardExpiry } from '../../checkout-fields.ts';
import { CARD_ERROR_ID, CardError, type PaymentFormProps } from './payment-handle.ts';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

export function SandboxCardForm({ ref, disabled }: PaymentFormProps) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<Set<CardField>>(new Set());
  const t = useT();
  const say = useApiMessage();

  useImperativeHandle(ref, () => ({
    async confirm({ paymentIntentId, clientSecret }) {
      const cardNumber = card.cardNumber.replace(/[\s-]/g, '');
      const expiry = parseCardExpiry(card.expiry);
      const cvc = card.cvc.trim();
      const problems = new Set<CardField>();
      if (!/^\d{12,19}$/.test(cardNumber)) problems.add('cardNumber');
      if (!expiry) problems.add('expiry');
      if (!/^\d{3,4}$/.test(cvc)) problems.add('cvc');
      setInvalid(problems);
      if (problems.size > 0) {
        const first = [...problems][0];
        // Focused by the checkout once the form is enabled again (it is disabled while busy).
        throw new CardError(
          'incomplete',
          problems.has('cardNumber')
            ? cardNumber === ''
              ? t('card.numberMissing')
              : t('card.numberInvalid')
            : problems.has('expiry')
              ? t('card.expiryInvalid')
              : t('card.cvcInvalid'),
          `card-${first}`,
        );
      }
      try {
        await confirmSandboxPayment(paymentIntentId, clientSecret, { cardNumber, cvc, ...expiry! });
      } catch (error) {
        // The test card network's refusal (402): the card was declined, expired or mistyped.
        const message = say(error, t('card.generic'));
        throw error instanceof ApiError && error.status === 402
          ? new CardError('declined', message)
          : new Error(message);
      }
    },
  }));

  const field = (name: CardField, label: string, props: ComponentProps<'input'>) => (
    <div className="space-y-2">
      <Label htmlFor={`card-${name}`}>{label}</Label>
      <Input
        id={`card-${name}`}
        disabled={disabled}
        aria-invalid={invalid.has(name) ? true : undefined}
        aria-describedby={invalid.has(name) ? CARD_ERROR_ID : undefined}
        value={card[name]}
        onChange={(event) => setCard((c) => ({ ...c, [name]: event.target.value }))}
        {...props}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('card.testModeBefore')} <strong className="text-foreground">4242 4242 4242 4242</strong>
          {t('card.testModeAfter')}
        </span>
      </p>
      {field('cardNumber', t('card.number'), {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', t('card.expiry'), {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
        })}
        {field('cvc', t('card.cvc'), {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: 4,
        })}
      </div>
    </div>
  );
}
