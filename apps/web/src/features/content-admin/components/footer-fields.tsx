// Footer fields saved as text content on each change, after a short pause in typing (spec admin
// §2, §7: PUT if it exists else POST — the server's PUT creates a missing key). An emptied field
// removes its entry, so the store front stops showing it.
import { contentKeys } from '@storefleet/contracts';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useSaveContent } from '../api/save-content.ts';

const FOOTER = [
  { key: contentKeys.footerCompanyName, label: 'Company name', description: 'Footer company name' },
  { key: contentKeys.footerEmail, label: 'Email', description: 'Footer contact email' },
  { key: contentKeys.footerPhone, label: 'Phone', description: 'Footer contact phone' },
  { key: contentKeys.footerAddress, label: 'Address', description: 'Footer address' },
] as const;
const SAVE_DELAY_MS = 700;

export function FooterFields({ tenantId, values }: { tenantId: number; values: Record<string, string> }) {
  const save = useSaveContent(tenantId);
  const remove = useDeleteContent(tenantId);
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...values }));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const persist = async (key: string, description: string, value: string) => {
    try {
      if (value.trim())
        await save.mutateAsync({ key, body: { key, type: 'text', value: value.trim(), description } });
      else if (values[key]) await remove.mutateAsync(key);
      toast({ title: 'Footer Updated' });
    } catch {
      toast({
        title: 'Update Failed',
        description: 'Failed to update content. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const change = (key: string, description: string, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => void persist(key, description, value), SAVE_DELAY_MS),
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FOOTER.map((field) => {
        const id = `footer-${field.key}`;
        const props = {
          id,
          value: draft[field.key] ?? '',
          onChange: (e: { target: { value: string } }) =>
            change(field.key, field.description, e.target.value),
        };
        return (
          <div
            key={field.key}
            className={field.key === contentKeys.footerAddress ? 'space-y-1 sm:col-span-2' : 'space-y-1'}
          >
            <Label htmlFor={id}>{field.label}</Label>
            {field.key === contentKeys.footerAddress ? (
              <Textarea rows={2} {...props} />
            ) : (
              <Input {...props} />
            )}
          </div>
        );
      })}
    </div>
  );
}
