// 'Payment Successful!' (spec storefront §2 Checkout): a confirmation e-mail is on its way, and
// 'Continue Shopping' returns to the store home. A discount code the order used shows as its line.
import type { CheckoutDiscount } from '@storefleet/contracts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { discountAmountText, discountLabel } from '@/lib/discount-text.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';

export const NEW_CUSTOMER_MESSAGE = 'Your account has been created. Check your email for login details.';

type SuccessDialogProps = {
  open: boolean;
  /** The store's number for the order (#1001…), when known; the order's id stays internal. */
  orderNumber: number | null;
  email: string;
  newCustomer: boolean;
  discount?: CheckoutDiscount | null;
  /** The order's currency (docs/decisions/0105). */
  currency?: string | undefined;
  homeHref: string;
  onContinue(): void;
};

export function SuccessDialog({
  open,
  orderNumber,
  email,
  newCustomer,
  discount,
  currency,
  homeHref,
  onContinue,
}: SuccessDialogProps) {
  const money = useMoney();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent className="text-center" closeLabel={false}>
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <DialogHeader className="items-center pr-0">
          <DialogTitle className="text-2xl">Payment Successful!</DialogTitle>
          <DialogDescription>
            Thank you for your order{orderNumber ? ` #${orderNumber}` : ''}. A confirmation e-mail is on its
            way
            {email ? ` to ${email}` : ''}.
          </DialogDescription>
        </DialogHeader>
        {discount && Number(discount.amount) > 0 ? (
          <dl className="flex justify-between gap-3 rounded-md border border-dashed p-3 text-sm">
            <dt>{discountLabel(discount.code)}</dt>
            <dd className="font-medium text-emerald-700">
              {discountAmountText(discount.amount, (amount) => money(amount, currency))}
            </dd>
          </dl>
        ) : null}
        {newCustomer ? <p className="rounded-md bg-muted p-3 text-sm">{NEW_CUSTOMER_MESSAGE}</p> : null}
        <DialogFooter className="sm:justify-center">
          <Link href={homeHref} onClick={onContinue} className={buttonVariants({ size: 'lg' })}>
            Continue Shopping
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
