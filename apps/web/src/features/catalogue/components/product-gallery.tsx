// The product detail dialog's gallery: the main image with previous/next arrows, the
// thumbnails, a swipe on touch screens (pointer events), and Left/Right while focus is inside it.
// A product with one image shows just that image, as before. Part of the dialog's lazy chunk: the
// home page never downloads it.
import type { StorefrontProduct } from '@storefleet/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { ProductImage } from './product-image.tsx';

/** How far (px) a finger must travel sideways to turn the page. */
const SWIPE_DISTANCE = 40;

type Picture = { url: string; alt: string };

export function galleryPictures(product: Pick<StorefrontProduct, 'image' | 'images' | 'name'>): Picture[] {
  const images = product.images?.length
    ? product.images
    : product.image
      ? [{ url: product.image, alt: '' }]
      : [];
  return images.map((image) => ({ url: image.url, alt: image.alt.trim() || product.name }));
}

export function ProductGallery({ product, className }: { product: StorefrontProduct; className?: string }) {
  const pictures = galleryPictures(product);
  const t = useT();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);

  if (pictures.length <= 1) {
    return (
      <ProductImage
        src={pictures[0]?.url ?? null}
        alt={pictures[0]?.alt ?? product.name}
        className={className}
      />
    );
  }

  const count = pictures.length;
  const show = (next: number) => setIndex((next + count) % count);
  const current = pictures[index] as Picture;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // Text fields keep their arrows (none live inside the gallery, but stay safe).
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    show(index + (event.key === 'ArrowLeft' ? -1 : 1));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    show(index + (dx < 0 ? 1 : -1));
  };

  return (
    // Left/Right from any control inside (its arrows, thumbnails) turn the page.
    <section
      aria-roledescription="gallery"
      aria-label={t('product.imagesOf', { name: product.name })}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div
        className={cn('relative touch-pan-y overflow-hidden', className)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <ProductImage key={current.url} src={current.url} alt={current.alt} eager className="size-full" />
        <GalleryArrow direction="previous" onClick={() => show(index - 1)} />
        <GalleryArrow direction="next" onClick={() => show(index + 1)} />
        <p
          aria-live="polite"
          className="absolute right-2 bottom-2 rounded-full bg-background/80 px-2 py-0.5 text-xs font-medium"
        >
          <span className="sr-only">{t('product.image')} </span>
          {index + 1}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> {t('product.of')} </span>
          {count}
        </p>
      </div>
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('product.thumbnails')}>
        {pictures.map((picture, i) => (
          <li key={picture.url} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('product.showImage', { index: i + 1, count, alt: picture.alt })}
              aria-current={i === index ? 'true' : undefined}
              className={cn(
                'block size-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                i === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={picture.url}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GalleryArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick(): void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? t('product.previousImage') : t('product.nextImage')}
      className={cn(
        'absolute top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/85 shadow',
        'outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring',
        direction === 'previous' ? 'left-2' : 'right-2',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
