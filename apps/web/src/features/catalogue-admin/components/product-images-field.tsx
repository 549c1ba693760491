// The product form's gallery: choose or drop several files at once, each uploaded on its
// own through POST /api/upload-image with a progress bar; thumbnails in order, the first marked as
// the card image; reorder by dragging, or focus a thumbnail and use its buttons or Alt+Left/Right
// (announced); alt text per image; remove. Removed images are deleted by the server on save.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { imageFileError, PRODUCT_IMAGE_ALT_MAX, type ProductGalleryImage } from '@storefleet/contracts';
import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';
import {
  type GalleryItem,
  galleryToSend,
  isUploading,
  itemsFromImages,
  moveAnnouncement,
  moveItem,
  newItemKey,
  roomFor,
} from '../lib/gallery-items.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export type ProductGallery = ReturnType<typeof useProductGallery>;

/** The gallery's state: items in order, uploads (one at a time, in the order chosen), moves. */
export function useProductGallery(initial: ProductGalleryImage[], tenantId: number | undefined) {
  const [items, setItems] = useState<GalleryItem[]>(() => itemsFromImages(initial));
  const [announcement, setAnnouncement] = useState('');
  const [message, setMessage] = useState<string>();
  const discarded = useRef<string[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const objectUrls = useRef(new Set<string>());
  const update = (key: string, change: Partial<GalleryItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(
    () => () => {
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = (files: File[]) => {
    const { take, message: tooMany } = roomFor(items.length, files.length);
    setMessage(tooMany);
    const added = files.slice(0, take).map((file) => {
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      const problem = imageFileError(file);
      const item: GalleryItem = {
        key: newItemKey(),
        url: null,
        alt: '',
        preview,
        progress: problem ? null : 0,
        error: problem ? `${file.name}: ${problem}` : undefined,
        fresh: true,
      };
      if (!problem) {
        queue.current = queue.current.then(() =>
          uploadProductImage(file, tenantId, {
            onProgress: (progress) => update(item.key, { progress }),
          }).then(
            ({ imageUrl }) => update(item.key, { url: imageUrl, progress: null }),
            (error: unknown) =>
              update(item.key, {
                progress: null,
                error: `${file.name}: ${errorMessage(error, 'Upload failed')}`,
              }),
          ),
        );
      }
      return item;
    });
    if (added.length > 0) {
      setItems((list) => [...list, ...added]);
      setAnnouncement(`${added.length} image${added.length === 1 ? '' : 's'} added.`);
    }
  };

  const remove = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (!item) return;
    if (item.fresh && item.url) discarded.current.push(item.url);
    setItems((list) => list.filter((candidate) => candidate.key !== key));
    setAnnouncement('Image removed.');
  };

  const move = useCallback((from: number, to: number) => {
    setItems((list) => {
      const next = moveItem(list, from, to);
      const position = Math.max(0, Math.min(list.length - 1, to)) + 1;
      if (position - 1 !== from) setAnnouncement(moveAnnouncement(position, list.length));
      return next;
    });
  }, []);

  return {
    items,
    announcement,
    message,
    add,
    remove,
    move,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    uploading: isUploading(items),
    toSend: () => galleryToSend(items),
    discarded: () => [...discarded.current],
  };
}

type ProductImagesFieldProps = { gallery: ProductGallery; error?: string };

export function ProductImagesField({ gallery, error }: ProductImagesFieldProps) {
  const id = useId();
  const [dragOver, setDragOver] = useState(false);
  const focusKey = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
  );
  const keys = gallery.items.map((item) => item.key);

  // Keyboard moves keep the focus on the moved thumbnail.
  useEffect(() => {
    if (!focusKey.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-key="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  const moveBy = (index: number, delta: number) => {
    const key = gallery.items[index]?.key;
    if (!key) return;
    focusKey.current = key;
    gallery.move(index, index + delta);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    gallery.move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const problem = error ?? gallery.message;

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium">Images</legend>
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
          gallery.add(Array.from(event.dataTransfer.files));
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
            gallery.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or GIF, up to 5MB each, at most 12. The first image is the card image. Drag to
        reorder, or focus an image and press Alt+Left or Alt+Right.
      </p>
      <FieldError id={`${id}-error`} message={problem} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={keys} strategy={rectSortingStrategy}>
          <ol ref={listRef} aria-label="Product images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {gallery.items.map((item, index) => (
              <GalleryThumbnail
                key={item.key}
                item={item}
                index={index}
                total={gallery.items.length}
                onMove={(delta) => moveBy(index, delta)}
                onRemove={() => gallery.remove(item.key)}
                onAlt={(alt) => gallery.setAlt(item.key, alt)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {gallery.announcement}
      </p>
    </fieldset>
  );
}

type ThumbnailProps = {
  item: GalleryItem;
  index: number;
  total: number;
  onMove(delta: number): void;
  onRemove(): void;
  onAlt(alt: string): void;
};

function GalleryThumbnail({ item, index, total, onMove, onRemove, onAlt }: ThumbnailProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: item.key });
  const position = index + 1;
  const label = `Image ${position} of ${total}${position === 1 ? ', card image' : ''}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onMove(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'relative space-y-2 rounded-lg border bg-card p-2',
        isDragging && 'z-10 shadow-lg',
        item.error && 'border-destructive',
      )}
    >
      {/* The thumbnail is the drag handle, and with focus Alt+Left/Right moves it. */}
      <button
        type="button"
        {...listeners}
        data-key={item.key}
        aria-label={label}
        aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
        onKeyDown={onKeyDown}
        className="relative block aspect-square w-full cursor-grab overflow-hidden rounded-md bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <img src={item.preview} alt="" className="size-full object-cover" draggable={false} />
        {position === 1 ? <Badge className="absolute top-1.5 left-1.5">Card image</Badge> : null}
        {item.progress !== null ? (
          <div className="absolute inset-x-1.5 bottom-1.5">
            <progress
              value={Math.round(item.progress * 100)}
              max={100}
              aria-label={`Uploading image ${position}`}
              className="h-2 w-full overflow-hidden rounded accent-primary"
            />
          </div>
        ) : null}
      </button>
      {item.error ? <p className="text-xs font-medium text-destructive">{item.error}</p> : null}
      <Input
        aria-label={`Alt text for image ${position}`}
        placeholder="Alt text"
        maxLength={PRODUCT_IMAGE_ALT_MAX}
        value={item.alt}
        onChange={(event) => onAlt(event.target.value)}
        className="h-8 text-xs"
        disabled={item.url === null && item.progress === null}
      />
      <div className="flex items-center justify-between gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Move image ${position} left`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Remove image ${position}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Move image ${position} right`}
          disabled={index === total - 1}
          onClick={() => onMove(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
