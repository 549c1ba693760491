// The cart drawer (spec storefront §2 "Cart drawer"): opens from the right as 'Shopping Cart'; each
// line with image, name, options, unit price, minus/plus, quantity and remove; 'Total:' and
// 'Proceed to Checkout'. Loaded on first use.
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useCart } from '../cart-context.tsx';
import type { CartItem } from '../cart-lines.ts';

type CartDrawerProps = {
  homeHref: string;
  checkoutHref: string;
  /** Where focus goes on close when the control that opened the drawer is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

export function CartDrawer({ homeHref, checkoutHref, fallbackFocus }: CartDrawerProps) {
  const cart = useCart();
  const close = () => cart.setOpen(false);
  const t = useT();
  const money = useMoney();
  return (
    <Sheet open={cart.isOpen} onOpenChange={cart.setOpen}>
      <SheetContent side="right" className="p-0" fallbackFocus={fallbackFocus}>
        <SheetHeader className="border-b p-6 pb-4">
          <SheetTitle>{t('cart.title')}</SheetTitle>
          <SheetDescription>
            {cart.count === 0 ? t('cart.noItems') : t('cart.itemsInCart', { count: cart.count })}
          </SheetDescription>
        </SheetHeader>
        {cart.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <ShoppingBag aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">{t('cart.empty')}</p>
            <Link href={homeHref} onClick={close} className={buttonVariants({ variant: 'outline' })}>
              {t('cart.continue')}
            </Link>
          </div>
        ) : (
          <>
            <ul aria-label={t('cart.items')} className="flex-1 divide-y overflow-y-auto px-6">
              {cart.items.map((line) => (
                <CartLine key={line.cartKey} line={line} />
              ))}
            </ul>
            <SheetFooter className="border-t p-6">
              <div className="flex items-center justify-between text-lg font-semibold">
                <span>{t('cart.total')}</span>
                <span data-testid="cart-total">{money(cart.subtotalMinor / 100, cart.currency)}</span>
              </div>
              <Link
                href={checkoutHref}
                onClick={close}
                className={buttonVariants({ size: 'lg', className: 'w-full' })}
              >
                {t('cart.checkout')}
              </Link>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function CartLine({ line }: { line: CartItem }) {
  const cart = useCart();
  const t = useT();
  const money = useMoney();
  return (
    <li className="flex gap-4 py-4">
      {line.image ? (
        <img src={line.image} alt={line.name} className="size-20 shrink-0 rounded-md bg-muted object-cover" />
      ) : (
        <div className="size-20 shrink-0 rounded-md bg-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium leading-snug">{line.name}</p>
        {line.variantString ? <p className="text-sm text-muted-foreground">{line.variantString}</p> : null}
        {line.purchaseType === 'subscription' ? (
          <p className="text-sm text-primary">{t('cart.subscription')}</p>
        ) : null}
        <p className="text-sm">{money(line.price, line.currency)}</p>
        <div className="mt-1 flex items-center gap-2">
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled cluster of buttons around a count */}
          <div
            role="group"
            aria-label={t('product.quantityOf', { name: line.name })}
            className="flex items-center gap-1"
          >
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t('cart.decrease', { name: line.name })}
              onClick={() => cart.setQuantity(line.cartKey, line.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="w-8 text-center text-sm font-medium" aria-live="polite">
              {line.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t('cart.increase', { name: line.name })}
              onClick={() => cart.setQuantity(line.cartKey, line.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8 text-muted-foreground hover:text-destructive"
            aria-label={t('cart.remove', { name: line.name })}
            onClick={() => cart.remove(line.cartKey)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
