// One image of the product form's gallery: the thumbnail (drag handle, Alt+Left/Right to move),
// the card-image badge, upload progress and error, its alt text, and move/remove buttons.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PRODUCT_IMAGE_ALT_MAX } from '@storefleet/contracts';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import type { GalleryItem } from '../lib/gallery-items.ts';

type ThumbnailProps = {
  item: GalleryItem;
  index: number;
  total: number;
  onMove(delta: number): void;
  onRemove(): void;
  onAlt(alt: string): void;
};

export function ProductImageThumbnail({ item, index, total, onMove, onRemove, onAlt }: ThumbnailProps) {
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
