// One option group as a dropdown (Radix Select via the shared primitive).
import type { OptionGroup } from '@storefleet/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { useT } from '@/lib/i18n/language.tsx';

type OptionSelectProps = {
  id: string;
  labelId: string;
  group: OptionGroup;
  value: string | undefined;
  onChange(value: string): void;
};

export function OptionSelect({ id, labelId, group, value, onChange }: OptionSelectProps) {
  const t = useT();
  return (
    <Select value={value ?? ''} onValueChange={onChange}>
      <SelectTrigger id={id} aria-labelledby={labelId}>
        <SelectValue placeholder={t('product.selectOption', { name: group.name.toLowerCase() })} />
      </SelectTrigger>
      <SelectContent>
        {group.values.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
