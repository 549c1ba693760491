// A product image file as uploaded (spec admin §5): the size and types accepted, the messages, and
// the browser's early check of a chosen file.

/** Spec §5: image rules, checked by the dialog and again (with the real bytes) by the server. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'Image must be less than 5MB',
  invalid: 'Please upload a valid image file',
  missing: 'Please upload an image',
  /** The bytes start like a PNG/JPEG/… but do not decode (truncated, damaged). */
  unreadable:
    'This file is not a readable image. It may be damaged: please upload it again or choose another.',
} as const;

/** What the server re-encodes; anything else (SVG included) is refused. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The browser's early check of a chosen file; the server decides again from the bytes. */
export function imageFileError(file: { size: number; type: string }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size === 0)
    return imageMessages.invalid;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
