// Footer fields saved as text content on each change, after a short pause in typing (spec admin
// §2, §7: PUT if it exists else POST — the server's PUT creates a missing key). An emptied field
// removes its entry, so the store front stops showing it. An e-mail that is not an address is not
// saved: the field says why (footer-field-problem.ts).
import { contentKeys } from '@storefleet/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useSaveContent } from '../api/save-content.ts';
import { footerFieldProblem } from './footer-field-problem.ts';

const FOOTER = [
  { key: contentKeys.footerCompanyName, label: 'Company name', description: 'Footer company name' },
  { key: contentKeys.footerEmail, label: 'Email', description: 'Footer contact email' },
  { key: contentKeys.footerPhone, label: 'Phone', description: 'Footer contact phone' },
  { key: contentKeys.footerAddress, label: 'Address', description: 'Footer address' },
] as const;
const SAVE_DELAY_MS = 700;

export function FooterFields({ tenantId, values }: { tenantId: number; values: Record<string, string> }) {
  const { readOnly } = useStoreReadOnly();
  const save = useSaveContent(tenantId);
  const remove = useDeleteContent(tenantId);
  const form = useForm<Record<string, string>>({ defaultValues: { ...values } });
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

  /** Each change waits for a pause in typing before it is saved; a value with a problem is not saved. */
  const schedule = (key: string, description: string, value: string) => {
    clearTimeout(timers.current.get(key));
    const problem = footerFieldProblem(key, value);
    if (problem) {
      form.setError(key, { message: problem });
      return;
    }
    form.clearErrors(key);
    timers.current.set(
      key,
      setTimeout(() => void persist(key, description, value), SAVE_DELAY_MS),
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FOOTER.map((field) => {
        const isAddress = field.key === contentKeys.footerAddress;
        const props = form.register(field.key, {
          onChange: (e: { target: { value: string } }) =>
            schedule(field.key, field.description, e.target.value),
        });
        return (
          <FormField
            key={field.key}
            id={`footer-${field.key}`}
            label={field.label}
            error={form.formState.errors[field.key]?.message}
            className={isAddress ? 'space-y-1 sm:col-span-2' : 'space-y-1'}
          >
            {isAddress ? (
              <Textarea rows={2} readOnly={readOnly} {...props} />
            ) : (
              <Input readOnly={readOnly} {...props} />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
