// Tab Subscription Products: every product sold as a subscription, with its price per interval,
// trial and whether it is also sold one-off.
import { type AdminProduct, describeSubscriptionPrice, subscriptionUnitPrice } from '@storefleet/contracts';
import { Package } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSubscriptionProducts } from '../api/get-subscription-products.ts';

function ProductCard({ product }: { product: AdminProduct }) {
  const price = describeSubscriptionPrice(
    subscriptionUnitPrice(product),
    product.subscriptionInterval ?? 'monthly',
    product.subscriptionTrialDays,
  );
  return (
    <Card>
      <CardContent className="flex gap-4 p-4">
        {product.image ? (
          <img src={product.image} alt="" className="size-16 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted">
            <Package aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
        )}
        <div className="min-w-0 space-y-1">
          <h3 className="truncate font-semibold">{product.name}</h3>
          <p className="text-sm">{price}</p>
          <div className="flex flex-wrap gap-1">
            <Badge variant={product.isSubscription ? 'info' : 'neutral'}>
              {product.isSubscription ? 'Subscription only' : `Also one-off at £${product.price}`}
            </Badge>
            {product.isDraft ? <Badge variant="warning">Draft</Badge> : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

export function SubscriptionProductsList({
  tenantId,
  onCreate,
}: {
  tenantId?: number;
  onCreate: () => void;
}) {
  const products = useSubscriptionProducts(tenantId);
  if (products.isLoading) return <Spinner label="Loading subscription products" />;
  if (products.isError) {
    return (
      <LoadError layout="centered" message="Failed to fetch products" onRetry={() => products.refetch()} />
    );
  }
  if (!products.data?.length) {
    return (
      <EmptyState
        icon={Package}
        title="No subscription products yet"
        action={<Button onClick={onCreate}>Create Subscription Product</Button>}
      >
        Create a subscription product, or convert one of your products so shoppers can subscribe to it.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {products.data.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
