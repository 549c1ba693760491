// The product form's gallery field: choose or drop several files at once, each uploaded on its
// own through POST /api/upload-image with a progress bar; thumbnails in order, the first marked as
// the card image; reorder by dragging, or focus a thumbnail and use its buttons or Alt+Left/Right
// (announced); alt text per image; remove. Removed images are deleted by the server on save. The
// state and uploads are useProductGallery's; this lays out the upload area, hint and list.
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { ProductImagesDropZone } from './product-images-drop-zone.tsx';
import { ProductImagesList } from './product-images-list.tsx';
import type { ProductGallery } from './use-product-gallery.ts';

type ProductImagesFieldProps = { gallery: ProductGallery; error?: string };

export function ProductImagesField({ gallery, error }: ProductImagesFieldProps) {
  const id = useId();
  const problem = error ?? gallery.message;

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium">Images</legend>
      <ProductImagesDropZone id={id} problem={problem} onAdd={gallery.add} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or GIF, up to 5MB each, at most 12. The first image is the card image. Drag to
        reorder, or focus an image and press Alt+Left or Alt+Right.
      </p>
      <FieldError id={`${id}-error`} message={problem} />
      <ProductImagesList gallery={gallery} />
      <p aria-live="polite" className="sr-only">
        {gallery.announcement}
      </p>
    </fieldset>
  );
}
