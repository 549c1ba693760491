// Product Management's filters (spec admin §2): status All/Live/Draft and category, and a search
//.

import {
  type Category,
  PRODUCT_SEARCH_MAX,
  type ProductStatusFilter,
  type ProductStockFilter,
  type ProductWeightFilter,
} from '@storefleet/contracts';
import { SearchField } from '@/components/search-field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

export const ALL_CATEGORIES = '__all__';

type ProductFiltersProps = {
  status: ProductStatusFilter;
  onStatusChange: (status: ProductStatusFilter) => void;
  category: string;
  onCategoryChange: (category: string) => void;
  categories: Category[];
  search: string;
  onSearchChange: (search: string) => void;
  /** All / Low stock / Sold out. */
  stock?: ProductStockFilter;
  onStockChange?: (stock: ProductStockFilter) => void;
  /** All / No weight: offered while the store ships by weight (docs/decisions/0102). */
  weight?: ProductWeightFilter;
  onWeightChange?: (weight: ProductWeightFilter) => void;
};

export function ProductFilters({
  status,
  onStatusChange,
  category,
  onCategoryChange,
  categories,
  search,
  onSearchChange,
  stock = 'all',
  onStockChange,
  weight = 'all',
  onWeightChange,
}: ProductFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SearchField
        id="filter-search"
        label="Search products"
        placeholder="Name, category or description"
        maxLength={PRODUCT_SEARCH_MAX}
        value={search}
        onChange={onSearchChange}
        className="min-w-56 flex-1"
      />
      <div className="w-40 space-y-1.5">
        <Label htmlFor="filter-status">Status</Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value as ProductStatusFilter)}>
          <SelectTrigger id="filter-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            <SelectItem value="live">Live</SelectItem>
            <SelectItem value="draft">Draft</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="w-56 space-y-1.5">
        <Label htmlFor="filter-category">Category</Label>
        <Select value={category} onValueChange={onCategoryChange}>
          <SelectTrigger id="filter-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_CATEGORIES}>All categories</SelectItem>
            {categories.map((c) => (
              <SelectItem key={c.id} value={c.name}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {onStockChange ? (
        <div className="w-40 space-y-1.5">
          <Label htmlFor="filter-stock">Stock</Label>
          <Select value={stock} onValueChange={(value) => onStockChange(value as ProductStockFilter)}>
            <SelectTrigger id="filter-stock">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              <SelectItem value="low">Low stock</SelectItem>
              <SelectItem value="out">Sold out</SelectItem>
            </SelectContent>
          </Select>
        </div>
      ) : null}
      {onWeightChange ? (
        <div className="w-40 space-y-1.5">
          <Label htmlFor="filter-weight">Weight</Label>
          <Select value={weight} onValueChange={(value) => onWeightChange(value as ProductWeightFilter)}>
            <SelectTrigger id="filter-weight">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              <SelectItem value="missing">No weight</SelectItem>
            </SelectContent>
          </Select>
        </div>
      ) : null}
    </div>
  );
}
