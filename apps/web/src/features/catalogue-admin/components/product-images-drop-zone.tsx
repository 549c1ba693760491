// The gallery's upload area: choose several images or drop them here; each goes to the gallery.
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type ProductImagesDropZoneProps = {
  /** The field's id: the file input is `{id}-files`, described by `{id}-hint`. */
  id: string;
  /** Marks the area invalid. */
  problem?: string;
  onAdd(files: File[]): void;
};

export function ProductImagesDropZone({ id, problem, onAdd }: ProductImagesDropZoneProps) {
  const [dragOver, setDragOver] = useState(false);
  return (
    <label
      htmlFor={`${id}-files`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragOver(false);
        onAdd(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed p-4 text-center text-sm',
        'text-muted-foreground focus-within:ring-2 focus-within:ring-ring',
        dragOver && 'border-primary bg-primary/5',
        problem && 'border-destructive',
      )}
    >
      <ImagePlus aria-hidden="true" className="size-6" />
      <span>
        <span className="font-medium text-foreground">Choose images</span> or drop them here
      </span>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </label>
  );
}
