// The sandbox provider's card form (DESIGN §6): card number, expiry and CVC, checked by the built-in
// test "card network". Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
import { useImperativeHandle, useState } from 'react';
import {
  emptySandboxCardInput,
  readSandboxCard,
  type SandboxCardField,
  SandboxCardFields,
} from '@/components/sandbox-card-fields.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment.ts';
import { CARD_ERROR_ID, CardError, type PaymentFormProps } from './payment-handle.ts';

export function SandboxCardForm({ ref, disabled }: PaymentFormProps) {
  const [input, setInput] = useState(emptySandboxCardInput);
  const [invalid, setInvalid] = useState<Set<SandboxCardField>>(new Set());
  const t = useT();
  const say = useApiMessage();

  useImperativeHandle(ref, () => ({
    async confirm({ paymentIntentId, clientSecret }) {
      const { card, problems } = readSandboxCard(input);
      setInvalid(new Set(problems));
      if (!card) {
        const first = problems[0] ?? 'cardNumber';
        // Focused by the checkout once the form is enabled again (it is disabled while busy).
        throw new CardError(
          'incomplete',
          first === 'cardNumber'
            ? input.cardNumber.replace(/[\s-]/g, '') === ''
              ? t('card.numberMissing')
              : t('card.numberInvalid')
            : first === 'expiry'
              ? t('card.expiryInvalid')
              : t('card.cvcInvalid'),
          `card-${first}`,
        );
      }
      try {
        await confirmSandboxPayment(paymentIntentId, clientSecret, card);
      } catch (error) {
        // The test card network's refusal (402): the card was declined, expired or mistyped.
        const message = say(error, t('card.generic'));
        throw error instanceof ApiError && error.status === 402
          ? new CardError('declined', message)
          : new Error(message);
      }
    },
  }));

  return (
    <div className="space-y-4">
      <SandboxCardFields
        idPrefix="card"
        input={input}
        onEdit={(name, value) => setInput((c) => ({ ...c, [name]: value }))}
        disabled={disabled}
        labels={{ cardNumber: t('card.number'), expiry: t('card.expiry'), cvc: t('card.cvc') }}
        testNote={{ before: t('card.testModeBefore'), after: t('card.testModeAfter') }}
        invalid={invalid}
        errorId={CARD_ERROR_ID}
      />
    </div>
  );
}
