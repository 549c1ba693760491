// /checkout, /store/{id}/checkout, /s/{slug}/checkout: the checkout screen for the store in view,
// fed with the shopper's cart, the store's shipping options to the chosen country and, for a signed-in customer, their
// saved addresses in this store (a guest's checkout reads none).
import { DEFAULT_COUNTRY, keepsAddressBook, type PublicTenant } from '@storefleet/contracts';
import { Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useMyAddresses } from '@/features/account/api/get-my-addresses.ts';
import { useFunnelEvent } from '@/features/analytics-funnel/use-funnel-event.ts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useCart } from '@/features/cart/cart-context.tsx';
import { type CheckoutCart, shippingItemsParam } from '@/features/checkout/checkout-cart.ts';
import { CheckoutPage } from '@/features/checkout/components/checkout-page.tsx';
import { confirmationHref } from '@/features/checkout/confirmed-orders.ts';
import { useShippingChoices } from '@/features/shipping/api/get-shipping-options.ts';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useShopperText } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { storeHref } from '@/lib/tenant-path.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function CheckoutRoute({ tenant, basePath }: { tenant: PublicTenant; basePath: string }) {
  const t = useT();
  const shopperText = useShopperText();
  useDocumentTitle(t('checkout.title'));
  const cart = useCart();
  // The checkout opened with something in the cart: a step of the store front's funnel (ADR 0083).
  useFunnelEvent(tenant.id, 'checkout_started', cart.items.length > 0);
  // The options offered where the order goes, priced for the cart (docs/decisions/0100).
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const items = useMemo(() => shippingItemsParam(cart.items), [cart.items]);
  const shipping = useShippingChoices({ tenantId: tenant.id, country, items });
  // Another country's options, kept on screen while this one's load, are not offered here.
  const current = shipping.isPlaceholderData ? undefined : shipping.data;
  const user = useUser().data;
  const customer = keepsAddressBook(user);
  const addresses = useMyAddresses(tenant.id, { enabled: customer });
  const checkoutCart = useMemo<CheckoutCart>(
    () => ({
      items: cart.items,
      subtotalMinor: cart.subtotalMinor,
      currency: cart.currency,
      setQuantity: cart.setQuantity,
      remove: cart.remove,
      reprice: cart.reprice,
      clear: cart.clear,
      openDrawer: () => cart.setOpen(true),
    }),
    [cart],
  );
  if (shipping.isError) {
    return (
      <StatusPanel
        icon={Truck}
        title={t('checkout.shippingFailed')}
        actions={<Button onClick={() => shipping.refetch()}>{t('common.tryAgain')}</Button>}
      >
        {t('checkout.shippingFailedText')}
      </StatusPanel>
    );
  }
  return (
    <CheckoutPage
      tenant={tenant}
      cart={checkoutCart}
      shippingOptions={current && !current.notShipped ? current.options : undefined}
      notShipped={current?.notShipped ? shopperText(current.notShipped) : null}
      onCountry={setCountry}
      homeHref={storeHref(basePath)}
      orderHref={(orderId) => withStore(confirmationHref(orderId), tenant.slug)}
      savedAddresses={customer ? addresses.data : undefined}
      accountEmail={customer ? user?.email : undefined}
    />
  );
}
