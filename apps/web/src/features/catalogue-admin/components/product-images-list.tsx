// The gallery's thumbnails in order, reordered by dragging (pointer or touch) or from the keyboard.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';
import { ProductImageThumbnail } from './product-image-thumbnail.tsx';
import type { ProductGallery } from './use-product-gallery.ts';

export function ProductImagesList({ gallery }: { gallery: ProductGallery }) {
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

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={rectSortingStrategy}>
        <ol ref={listRef} aria-label="Product images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {gallery.items.map((item, index) => (
            <ProductImageThumbnail
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
  );
}
