// Search (customer name, e-mail or order id), status filter, the super admin's shop filter and the
// CSV export of what is filtered.

import { orderStatusLabel } from '@storefleet/contracts';
import { Download } from 'lucide-react';
import { SearchField } from '@/components/search-field.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

export const ALL_SHOPS = 'all';

export type Shop = { id: number; name: string };

type OrderFiltersProps = {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  statuses: readonly string[];
  shops?: Shop[];
  shop?: string;
  onShop?: (value: string) => void;
  exportHref: string;
};

export function OrderFilters(props: OrderFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField
        id="order-search"
        label="Search orders"
        placeholder="Customer name, email or order ID"
        value={props.search}
        onChange={props.onSearch}
        className="min-w-56 flex-1"
      />
      {props.shops && props.onShop ? (
        <div className="w-48 space-y-1">
          <Label htmlFor="order-shop">Shop</Label>
          <Select value={props.shop} onValueChange={props.onShop}>
            <SelectTrigger id="order-shop" aria-label="Shop">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_SHOPS}>All shops</SelectItem>
              {props.shops.map((shop) => (
                <SelectItem key={shop.id} value={String(shop.id)}>
                  {shop.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <div className="w-48 space-y-1">
        <Label htmlFor="order-status">Status</Label>
        <Select value={props.status} onValueChange={props.onStatus}>
          <SelectTrigger id="order-status" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {props.statuses.map((status) => (
              <SelectItem key={status} value={status}>
                {orderStatusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <a href={props.exportHref} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </div>
  );
}
