// Legal Pages (spec admin §2, §5, §8): terms and returns as HTML, written in a rich-text editor
// (ADR 0042; loaded with this tab only) with a Preview of the page as the store front renders it.
// Older plain-text pages open with their line breaks as <br>; the value is trimmed. The server
// sanitizes the HTML on save and the store front sanitizes it again on render.
import { contentKeys, legalTextToHtml, type Translations } from '@storefleet/contracts';
import { Eye, Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveContent } from '../api/save-content.ts';
import { ReturnWindowField } from './return-window-field.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const PAGES = [
  { key: contentKeys.termsConditions, label: 'Terms & Conditions', description: 'Terms and conditions page' },
  {
    key: contentKeys.returnsRefunds,
    label: 'Returns & Refunds',
    description: 'Returns and refunds policy page',
  },
] as const;

type Page = (typeof PAGES)[number];

/** What a legal page saves: the editor's HTML trimmed (spec admin §5), or '' when the page is empty. */
export function legalValueToSave(html: string): string {
  const value = legalTextToHtml(html);
  return value.replace(/<p>\s*<\/p>/g, '').trim() ? value : '';
}

type LegalPagesTabProps = {
  tenantId: number;
  values: Record<string, string>;
  /** Each entry's texts in the store's other languages, by key (docs/decisions/0093). */
  translations?: Record<string, Translations>;
  /** The page body as the store front renders it (the route passes the store front's renderer). */
  renderPreview: (html: string) => ReactNode;
};

export function LegalPagesTab({ tenantId, values, translations, renderPreview }: LegalPagesTabProps) {
  return (
    <div className="space-y-10">
      <p className="text-sm text-muted-foreground">
        Format the text with the toolbar (headings, bold, italic, lists and links), then use Preview to see
        the page as shoppers will. Unsafe HTML is removed when you save.
      </p>
      {PAGES.map((page) => (
        <LegalPageEditor
          // A page's editor starts again only when its saved text changes (a save here or elsewhere),
          // not on every refetch of the store's content: that would throw away what is being typed.
          key={`${page.key}:${values[page.key] ?? ''}`}
          tenantId={tenantId}
          page={page}
          stored={values[page.key] ?? ''}
          storedTranslations={translations?.[page.key] ?? {}}
          renderPreview={renderPreview}
        />
      ))}
      <ReturnWindowField
        key={values[contentKeys.returnWindowDays] ?? ''}
        tenantId={tenantId}
        stored={values[contentKeys.returnWindowDays] ?? ''}
      />
    </div>
  );
}

type LegalPageEditorProps = Omit<LegalPagesTabProps, 'values' | 'translations'> & {
  page: Page;
  stored: string;
  storedTranslations: Translations;
};

function LegalPageEditor({
  tenantId,
  page,
  stored,
  storedTranslations,
  renderPreview,
}: LegalPageEditorProps) {
  const save = useSaveContent(tenantId);
  const { readOnly } = useStoreReadOnly();
  const [html, setHtml] = useState(() => legalTextToHtml(stored));
  const [previewing, setPreviewing] = useState(false);
  // The page's translations (HTML, one per language) beside the editor's own text, which the
  // language switcher shows as the original.
  const texts = useForm({
    defaultValues: { value: legalTextToHtml(stored), translations: storedTranslations },
  });
  const id = `legal-${page.key}`;
  const translatedFields = [{ name: 'value', label: `${page.label} (HTML)`, multiline: true }] as const;

  const submit = async () => {
    const value = legalValueToSave(html);
    if (!value) {
      return toast({ title: 'Error', description: 'Content value is required', variant: 'destructive' });
    }
    try {
      await save.mutateAsync({
        key: page.key,
        body: {
          key: page.key,
          type: 'html',
          value,
          description: page.description,
          translations: texts.getValues('translations'),
        },
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
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={`${id}-label`} htmlFor={id}>
          {page.label}
        </Label>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={previewing}
          onClick={() => setPreviewing((p) => !p)}
        >
          {previewing ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {previewing ? `Edit ${page.label}` : `Preview ${page.label}`}
        </Button>
      </div>
      {/* The editor stays mounted under the preview, so nothing typed is lost. */}
      <div hidden={previewing}>
        <TranslatedFields control={texts.control} tenantId={tenantId} idPrefix={id} fields={translatedFields}>
          <Suspense fallback={<Spinner label="Loading the editor…" className="py-12" />}>
            <RichTextEditor
              id={id}
              label={page.label}
              initialHtml={legalTextToHtml(stored)}
              onChange={(next) => {
                setHtml(next);
                texts.setValue('value', next);
              }}
              readOnly={readOnly}
            />
          </Suspense>
        </TranslatedFields>
      </div>
      {previewing ? (
        <section
          aria-label="Page preview"
          className="rounded-md border bg-background p-6"
          data-testid={`${id}-preview`}
        >
          <h2 className="text-2xl font-bold tracking-tight">{page.label}</h2>
          <div className="mt-6">
            {legalValueToSave(html) ? (
              renderPreview(html)
            ) : (
              <p className="text-muted-foreground">Nothing written yet.</p>
            )}
          </div>
        </section>
      ) : null}
      <Button onClick={() => void submit()} disabled={save.isPending || readOnly}>
        Save {page.label}
      </Button>
    </section>
  );
}
