// Legal Pages (spec admin §2, §5, §8): terms and returns as HTML. Line breaks become <br> and the
// text is trimmed; the server sanitizes the HTML and the store front sanitizes it again on render.
import { contentKeys, legalHtmlToText, legalTextToHtml } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveContent } from '../api/save-content.ts';

const PAGES = [
  { key: contentKeys.termsConditions, label: 'Terms & Conditions', description: 'Terms and conditions page' },
  {
    key: contentKeys.returnsRefunds,
    label: 'Returns & Refunds',
    description: 'Returns and refunds policy page',
  },
] as const;

export function LegalPagesTab({ tenantId, values }: { tenantId: number; values: Record<string, string> }) {
  const save = useSaveContent(tenantId);
  const form = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(PAGES.map((p) => [p.key, legalHtmlToText(values[p.key] ?? '')])),
  });

  const submit = async (page: (typeof PAGES)[number]) => {
    const value = legalTextToHtml(form.getValues(page.key) ?? '');
    if (!value) {
      return toast({ title: 'Error', description: 'Content value is required', variant: 'destructive' });
    }
    try {
      await save.mutateAsync({
        key: page.key,
        body: { key: page.key, type: 'html', value, description: page.description },
      });
      toast({ title: 'Legal Content Updated' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to save legal content. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted-foreground">
        Write plain text or HTML. Line breaks are kept; scripts and other unsafe HTML are removed when you
        save.
      </p>
      {PAGES.map((page) => (
        <div key={page.key} className="space-y-2">
          <FormField id={`legal-${page.key}`} label={page.label}>
            <Textarea rows={10} {...form.register(page.key)} />
          </FormField>
          <Button onClick={() => void submit(page)} disabled={save.isPending}>
            Save {page.label}
          </Button>
        </div>
      ))}
    </div>
  );
}
