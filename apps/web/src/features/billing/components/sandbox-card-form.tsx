// The sandbox's test-card form for the card on file (ADR 0084), with the store checkout's sandbox
// fields: card number, expiry and CVC, judged by the server's test network.
import { type FormEvent, useState } from 'react';
import {
  emptySandboxCardInput,
  readSandboxCard,
  type SandboxCard,
  SandboxCardFields,
} from '@/components/sandbox-card-fields.tsx';
import { CardForBillsForm } from './card-for-bills-form.tsx';

const PROBLEMS = {
  cardNumber: 'Please enter a valid card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  cvc: 'Please enter the 3-digit security code (CVC).',
};

export function SandboxCardForm({
  pending,
  onSave,
  onCancel,
}: {
  pending: boolean;
  onSave: (card: SandboxCard) => void;
  onCancel?: () => void;
}) {
  const [input, setInput] = useState(emptySandboxCardInput);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { card, problems } = readSandboxCard(input);
    if (!card) return setProblem(PROBLEMS[problems[0] ?? 'cardNumber']);
    setProblem(null);
    onSave(card);
  };

  return (
    <CardForBillsForm onSubmit={submit} problem={problem} pending={pending} onCancel={onCancel}>
      <SandboxCardFields
        idPrefix="billing-card"
        input={input}
        onEdit={(name, value) => setInput((c) => ({ ...c, [name]: value }))}
        disabled={pending}
        labels={{ cardNumber: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' }}
        testNote={{
          before: 'Test mode: no real payment is taken. Use card',
          after: ', any future expiry date and any 3-digit CVC.',
        }}
      />
    </CardForBillsForm>
  );
}
