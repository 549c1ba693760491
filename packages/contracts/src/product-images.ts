// A product's gallery: an ordered list of {url, alt}; the first is the card image and is
// still served as the product's `image` for the spec's client (which sends and reads only that).
import { z } from 'zod';

export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_IMAGE_ALT_MAX = 250;

export const productImageMessages = {
  missing: 'Please upload an image',
  tooMany: `A product can have at most ${PRODUCT_IMAGES_MAX} images`,
  altTooLong: `Alt text must be at most ${PRODUCT_IMAGE_ALT_MAX} characters`,
  repeated: 'The same image appears twice in the gallery',
  notAList: 'Images must be a list of {url, alt}',
  url: 'Each image needs the URL of an uploaded image',
} as const;

/** One image as the server shows it. */
export const productImageSchema = z.object({ url: z.string(), alt: z.string() });
export type ProductGalleryImage = z.infer<typeof productImageSchema>;

/** One image as a form sends it: the URL of one of the store's uploads, alt text optional. */
export const productImageInputSchema = z.object(
  {
    url: z
      .string({ error: productImageMessages.url })
      .trim()
      .min(1, productImageMessages.url)
      .max(2048, productImageMessages.url),
    alt: z
      .string({ error: 'Alt text must be text' })
      .trim()
      .max(PRODUCT_IMAGE_ALT_MAX, productImageMessages.altTooLong)
      .nullish()
      .transform((value) => value ?? ''),
  },
  { error: productImageMessages.notAList },
);

/** The product form's `images` (multipart: JSON text): 1 to 12 images, each URL once, in order. */
export const productImagesInputSchema = z
  .array(productImageInputSchema, { error: productImageMessages.notAList })
  .min(1, productImageMessages.missing)
  .max(PRODUCT_IMAGES_MAX, productImageMessages.tooMany)
  .refine(
    (list) => new Set(list.map((image) => image.url)).size === list.length,
    productImageMessages.repeated,
  );
export type ProductImagesInput = z.input<typeof productImagesInputSchema>;
