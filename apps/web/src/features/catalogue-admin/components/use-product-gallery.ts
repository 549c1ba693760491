// The product form's gallery state: the images in order, each new file uploaded on its own
// through POST /api/upload-image (one at a time, in the order chosen) with its progress, moves
// announced, and the uploads removed before saving remembered so the server deletes them.
import { imageFileError, type ProductGalleryImage } from '@storefleet/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
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
