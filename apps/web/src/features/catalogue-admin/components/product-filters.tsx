// Product Management's filters (spec admin §2): status All/Live/Draft and category.
import type { Category, ProductStatusFilter } from '@storefleet/contracts';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

export const ALL_CATEGORIES = '__all__';

type ProductFiltersProps = {
  status: ProductStatusFilter;
  onStatusChange: (status: ProductStatusFilter) => void;
  category: string;
  onCategoryChange: (category: string) => void;
  categories: Category[];
};

export function ProductFilters({
  status,
  onStatusChange,
  category,
  onCategoryChange,
  categories,
}: ProductFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
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
    </div>
  );
}
