// 'Order Summary' (spec storefront §2 Checkout): the lines, Subtotal, Shipping (method name, 'Free'
// when not above 0) and Total, in the server's figures once it has priced the cart. A line the
// server refused shows why, with the fixes at hand. A discount code (ADR 0032) has its field above
// the figures and its line, 'Discount (CODE) −£x.xx', between Shipping and the Total.
import type { CheckoutDiscount } from '@storefleet/contracts';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { discountAmountText, discountLabel } from '@/lib/discount-text.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

export type SummaryLine = {
  cartKey: string;
  name: string;
  variantString: string;
  quantity: number;
  lineTotal: string;
  image: string | null;
  /** A subscription line's terms (ADR 0008). */
  note?: string;
  /** The server refused this line: its message. */
  problem?: string;
  /** 'Only N … left': the most that can be bought. */
  maxQuantity?: number;
};

type OrderSummaryProps = {
  lines: SummaryLine[];
  subtotal: string;
  shippingMethod: string;
  shippingCost: string;
  total: string;
  /** The server's VAT once it has priced the cart (ADR 0025): included in the prices, or added. */
  /** The VAT and its rates ("19%", docs/decisions/0101); a reverse charge shows no VAT and says why. */
  vat?: { amount: string; included: boolean; rates?: string[]; reverseCharge?: boolean };
  /** The code the server applied and what it took off (already out of `total`). */
  discount?: CheckoutDiscount | null;
  /** The discount code field, shown above the figures. */
  discountField?: ReactNode;
  onRemove(cartKey: string): void;
  onSetQuantity(cartKey: string, quantity: number): void;
  /** The currency of every figure (docs/decisions/0105); the shopper's when unnamed. */
  currency?: string | undefined;
};

export function OrderSummary({
  lines,
  subtotal,
  shippingMethod,
  shippingCost,
  total,
  vat,
  discount,
  discountField,
  onRemove,
  onSetQuantity,
  currency,
}: OrderSummaryProps) {
  const t = useT();
  const format = useMoney();
  const money = (amount: string | number) => format(amount, currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-4" aria-label={t('summary.items')}>
          {lines.map((line) => (
            <li key={line.cartKey} className="space-y-2">
              <div className="flex gap-3">
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    className="size-14 shrink-0 rounded-md bg-muted object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">{line.name}</p>
                  {line.variantString ? <p className="text-muted-foreground">{line.variantString}</p> : null}
                  <p className="text-muted-foreground">{t('summary.quantity', { count: line.quantity })}</p>
                  {line.note ? <p className="text-primary">{line.note}</p> : null}
                </div>
                <p className="shrink-0 whitespace-nowrap text-sm font-medium">{money(line.lineTotal)}</p>
              </div>
              {line.problem ? (
                <div role="alert" className="rounded-md border border-destructive bg-background p-3 text-sm">
                  <p className="flex items-start gap-2 font-medium text-destructive">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {line.problem}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {line.maxQuantity !== undefined && line.maxQuantity > 0 ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onSetQuantity(line.cartKey, line.maxQuantity ?? 1)}
                      >
                        Change quantity to {line.maxQuantity}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="outline" onClick={() => onRemove(line.cartKey)}>
                      Remove {line.name}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {discountField ? <div className="border-t pt-4">{discountField}</div> : null}
        <dl className="space-y-2 border-t pt-4 text-sm [&_dd]:shrink-0 [&_dd]:whitespace-nowrap">
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{money(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('summary.shipping', { method: shippingMethod || t('summary.standard') })}</dt>
            <dd>{Number(shippingCost) > 0 ? money(shippingCost) : t('summary.free')}</dd>
          </div>
          {discount ? (
            <div className="flex justify-between text-emerald-700" data-testid="order-discount">
              <dt>{discountLabel(discount.code)}</dt>
              <dd>{discountAmountText(discount.amount, money)}</dd>
            </div>
          ) : null}
          {vat?.reverseCharge ? (
            <p className="text-xs text-muted-foreground" data-testid="order-reverse-charge">
              {t('summary.reverseCharge')}
            </p>
          ) : null}
          {vat && !vat.included ? (
            <div className="flex justify-between" data-testid="order-vat">
              <dt>
                {t('summary.vat')}
                {vat.rates?.length ? ` (${vat.rates.join(', ')})` : ''}
              </dt>
              <dd>{money(vat.amount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t pt-2 text-base font-bold">
            <dt>{t('summary.total')}</dt>
            <dd data-testid="order-total">{money(total)}</dd>
          </div>
          {vat?.included && Number(vat.amount) > 0 ? (
            <div className="flex justify-between text-xs text-muted-foreground" data-testid="order-vat">
              <dt>
                {t('summary.includesVat')}
                {vat.rates?.length ? ` (${vat.rates.join(', ')})` : ''}
              </dt>
              <dd>{money(vat.amount)}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
