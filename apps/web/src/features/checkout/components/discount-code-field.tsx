// The Order Summary's 'Discount code' field (ADR 0032): Apply sends the code with the
// payment intent; the server's refusal reads under the field; once applied, the code shows with
// Remove. Focus follows the control that replaced the one just used, so the keyboard never drops.
import { LoaderCircle, TicketPercent } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import type { CheckoutDiscountState } from '../use-checkout-pricing.ts';

const EMPTY_CODE = 'Enter a discount code';

export function DiscountCodeField({ discount }: { discount: CheckoutDiscountState }) {
  const t = useT();
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const used = useRef<'apply' | 'remove' | null>(null);
  const applied = discount.applied;
  const error = emptyError ? EMPTY_CODE : discount.error;

  useEffect(() => {
    if (used.current === 'apply' && applied) removeRef.current?.focus();
    if (used.current === 'remove' && !applied) inputRef.current?.focus();
    if (used.current === 'apply' && (applied || discount.error)) used.current = null;
  }, [applied, discount.error]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setEmptyError(true);
    setEmptyError(false);
    used.current = 'apply';
    discount.apply(text);
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-dashed p-3 text-sm">
        <p className="flex min-w-0 items-center gap-2" role="status">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-all">
            <span className="font-mono font-semibold">{applied.code}</span> applied
          </span>
        </p>
        <Button
          ref={removeRef}
          size="sm"
          variant="outline"
          aria-label={t('discount.remove', { code: applied.code })}
          onClick={() => {
            used.current = 'remove';
            setText('');
            discount.remove();
          }}
        >
          {t('discount.removeButton')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-2">
      <Label htmlFor="discount-code">{t('discount.label')}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id="discount-code"
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
          placeholder={t('discount.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmptyError(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={discount.applying}
          aria-busy={discount.applying || undefined}
        >
          {discount.applying ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('discount.apply')}
        </Button>
      </div>
      <FieldError id="discount-code-error" message={error ?? undefined} />
    </form>
  );
}
