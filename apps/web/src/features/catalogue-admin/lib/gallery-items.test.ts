import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryToSend, itemsFromImages, moveAnnouncement, moveItem, roomFor } from './gallery-items.ts';

describe('gallery items', () => {
  it('moves an item and keeps every other in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('a move is a permutation, and moving back restores the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          expect(moveItem(moved, to, from)).toEqual(list);
        },
      ),
    );
  });

  it('announces the new position, and the card image', () => {
    expect(moveAnnouncement(1, 3)).toBe('Image moved to position 1 of 3. It is now the card image.');
    expect(moveAnnouncement(2, 3)).toBe('Image moved to position 2 of 3.');
  });

  it('takes only the files that fit in 12', () => {
    expect(roomFor(10, 2)).toEqual({ take: 2 });
    expect(roomFor(10, 5)).toEqual({ take: 2, message: 'A product can have at most 12 images' });
  });

  it('sends stored images in order with trimmed alt text, leaving failed uploads out', () => {
    const items = itemsFromImages([
      { url: '/uploads/a.webp', alt: ' Front ' },
      { url: '/uploads/b.webp', alt: '' },
    ]);
    items.splice(1, 0, { ...items[0]!, key: 'x', url: null, error: 'Please upload a valid image file' });
    expect(galleryToSend(items)).toEqual([
      { url: '/uploads/a.webp', alt: 'Front' },
      { url: '/uploads/b.webp', alt: '' },
    ]);
  });
});
