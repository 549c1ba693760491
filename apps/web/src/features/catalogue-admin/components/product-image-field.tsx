// The product form's image (spec admin §5): a file chosen here is checked for type and size at
// once and previewed; an existing image (editing, cloning) is shown until replaced.
import { imageFileError } from '@storefleet/contracts';
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/cn.ts';

export type ProductImage = { file: File | null; url: string | null };

type ProductImageFieldProps = {
  value: ProductImage;
  onChange: (value: ProductImage) => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function ProductImageField({ value, onChange, error, onError }: ProductImageFieldProps) {
  const id = useId();
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : value.url), [value]);
  useEffect(() => {
    if (!value.file || !preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [value.file, preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    onError(problem ?? undefined);
    if (!problem) onChange({ file, url: null });
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Image</Label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted',
            error && 'border-destructive',
          )}
        >
          {preview ? (
            <img src={preview} alt="Product preview" className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => choose(event.target.files?.[0])}
            className={cn(
              'block w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0',
              'file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground',
              'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
            )}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            JPEG, PNG, WebP or GIF, up to 5MB.
          </p>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
