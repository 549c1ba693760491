// Turns uploaded bytes into a safe image (spec admin §5, DESIGN §2): the content is sniffed by its
// magic bytes (never the name or the browser's type), then re-encoded by sharp to WebP, turned
// upright, metadata stripped, resized to fit MAX_DIMENSION. A renamed HTML or SVG file never passes.
import { ACCEPTED_IMAGE_TYPES, imageMessages } from '@storefleet/contracts';
import { BadRequestError, UnsupportedMediaTypeError } from '../../lib/errors.ts';

export const MAX_DIMENSION = 1600;
/** Refuse decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

export type ProcessedImage = { data: Buffer; contentType: 'image/webp'; width: number; height: number };

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new BadRequestError(imageMessages.invalid);
  // Loaded on the first upload: a process that only serves shoppers never holds libvips (~30 MB).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !ACCEPTED_TYPES.has(sniffed.mime))
    throw new UnsupportedMediaTypeError(imageMessages.invalid);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    // Too many pixels: a decompression bomb, refused as not a valid image file.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new BadRequestError(imageMessages.invalid);
    // A file that starts like an image but does not decode (truncated, corrupt): said plainly.
    throw new BadRequestError(imageMessages.unreadable);
  }
}
