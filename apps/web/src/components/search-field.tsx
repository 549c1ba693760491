// The admin lists' search box: a label, a magnifier and a search input. The list owns the value
// (and its debounce); this only draws it.
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/cn.ts';

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** The wrapper's width and spacing in its row. */
  className?: string;
};

export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
}: SearchFieldProps) {
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
