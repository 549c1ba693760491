// The product form's gallery as the editor holds it: saved images and files being uploaded, in
// order. Pure functions, so the ordering and what is sent can be tested without a browser.
import { PRODUCT_IMAGES_MAX, type ProductGalleryImage } from '@storefleet/contracts';

export type GalleryItem = {
  key: string;
  /** The stored image's URL; null while its file is uploading or after the upload failed. */
  url: string | null;
  alt: string;
  /** What the thumbnail shows: the URL, or an object URL of the chosen file. */
  preview: string;
  /** 0–1 while uploading, null when done. */
  progress: number | null;
  error?: string;
  /** Uploaded during this edit: removing it before saving asks the server to delete it. */
  fresh: boolean;
};

let nextKey = 0;
export const newItemKey = () => `image-${++nextKey}`;

export function itemsFromImages(images: ProductGalleryImage[]): GalleryItem[] {
  return images.map((image) => ({
    key: newItemKey(),
    url: image.url,
    alt: image.alt,
    preview: image.url,
    progress: null,
    fresh: false,
  }));
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** What a screen reader hears after a move. */
export function moveAnnouncement(position: number, total: number): string {
  return position === 1
    ? `Image moved to position 1 of ${total}. It is now the card image.`
    : `Image moved to position ${position} of ${total}.`;
}

/** How many of `chosen` new files still fit, and the message when some do not. */
export function roomFor(current: number, chosen: number): { take: number; message?: string } {
  const take = Math.max(0, Math.min(chosen, PRODUCT_IMAGES_MAX - current));
  return take < chosen
    ? { take, message: `A product can have at most ${PRODUCT_IMAGES_MAX} images` }
    : { take };
}

export const isUploading = (items: readonly GalleryItem[]) => items.some((item) => item.progress !== null);

/** What the form sends: the stored images in order (failed uploads are left out). */
export function galleryToSend(items: readonly GalleryItem[]): ProductGalleryImage[] {
  return items.flatMap((item) => (item.url ? [{ url: item.url, alt: item.alt.trim() }] : []));
}
