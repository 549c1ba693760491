// Search (customer name, e-mail or order id), status filter, the super admin's shop filter and the
// CSV export of what is filtered.

import { orderStatusLabel } from '@storefleet/contracts';
import { Download } from 'lucide-react';
import { SearchField } from '@/components/search-field.tsx';
import { OptionsSelect } from '@/components/select-field.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';

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
        <FilterSelect
          id="order-shop"
          label="Shop"
          value={props.shop}
          onChange={props.onShop}
          options={[
            { value: ALL_SHOPS, label: 'All shops' },
            ...props.shops.map((shop) => ({ value: String(shop.id), label: shop.name })),
          ]}
        />
      ) : null}
      <FilterSelect
        id="order-status"
        label="Status"
        value={props.status}
        onChange={props.onStatus}
        options={[
          { value: 'all', label: 'All statuses' },
          ...props.statuses.map((status) => ({ value: status, label: orderStatusLabel(status) })),
        ]}
      />
      <a href={props.exportHref} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
};

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div className="w-48 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <OptionsSelect
        value={value}
        onValueChange={onChange}
        options={options}
        trigger={{ id, 'aria-label': label }}
      />
    </div>
  );
}
