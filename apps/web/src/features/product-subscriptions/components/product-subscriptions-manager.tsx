// The Product Subscriptions screen's body (spec admin §2): stat cards, the two tabs, and the
// Create Subscription Product and Convert Product dialogs.
import type { AdminProduct, Category } from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { ConvertProductDialog } from './convert-product-dialog.tsx';
import { CreateSubscriptionProductDialog } from './create-subscription-product-dialog.tsx';
import { CustomerSubscriptionsList } from './customer-subscriptions-list.tsx';
import { SubscriptionProductsList } from './subscription-products-list.tsx';
import { SubscriptionStats } from './subscription-stats.tsx';

/** Two lines on a phone rather than a tab cut off at the screen's edge. */
const tabClass = 'h-auto min-h-8 py-1.5 whitespace-normal sm:whitespace-nowrap';

export function ProductSubscriptionsManager({
  tenantId,
  categories,
  products,
  productsUnavailable,
}: {
  tenantId?: number;
  /** The store's products for the Convert dialog, read by the route from catalogue-admin. */
  products: UseQueryResult<AdminProduct[]>;
  /** The store's categories for the Create dialog, read by the route from catalogue-admin. */
  categories: UseQueryResult<Category[]>;
  /** Why the member cannot manage subscription products (their role), if they cannot. */
  productsUnavailable?: string;
}) {
  const reasonId = useId();
  const [dialog, setDialog] = useState<'create' | 'convert' | null>(null);
  const openChange = (kind: 'create' | 'convert') => (open: boolean) => setDialog(open ? kind : null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => setDialog('create')}
          disabled={!!productsUnavailable}
          title={productsUnavailable}
          aria-describedby={productsUnavailable ? reasonId : undefined}
        >
          <Plus aria-hidden="true" className="size-4" />
          Create Subscription Product
        </Button>
        <Button
          variant="outline"
          onClick={() => setDialog('convert')}
          disabled={!!productsUnavailable}
          title={productsUnavailable}
          aria-describedby={productsUnavailable ? reasonId : undefined}
        >
          <Repeat aria-hidden="true" className="size-4" />
          Convert Product
        </Button>
        {productsUnavailable ? (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {productsUnavailable}
          </p>
        ) : null}
      </div>
      <SubscriptionStats tenantId={tenantId} />
      <Tabs defaultValue={productsUnavailable ? 'customers' : 'products'} className="space-y-4">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger
            value="products"
            className={tabClass}
            disabled={!!productsUnavailable}
            title={productsUnavailable}
            aria-describedby={productsUnavailable ? reasonId : undefined}
          >
            Subscription Products
          </TabsTrigger>
          <TabsTrigger value="customers" className={tabClass}>
            Customer Subscriptions
          </TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          {productsUnavailable ? null : (
            <SubscriptionProductsList tenantId={tenantId} onCreate={() => setDialog('create')} />
          )}
        </TabsContent>
        <TabsContent value="customers">
          <CustomerSubscriptionsList tenantId={tenantId} />
        </TabsContent>
      </Tabs>
      <CreateSubscriptionProductDialog
        open={dialog === 'create'}
        onOpenChange={openChange('create')}
        tenantId={tenantId}
        categories={categories}
      />
      <ConvertProductDialog
        open={dialog === 'convert'}
        onOpenChange={openChange('convert')}
        tenantId={tenantId}
        products={products}
      />
    </div>
  );
}
