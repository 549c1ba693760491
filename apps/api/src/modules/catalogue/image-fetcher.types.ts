// How the product CSV import checks and fetches an image at an outside URL (ADR 0079): the app's
// is product-csv.images.ts' networkImageFetcher; API tests hand buildApp their own.

/** A refusal is a BadRequestError with a reason a person can read (shown on the row that named the image). */
export type ImageFetcher = {
  /** When previewing: may this URL be fetched at all (scheme, address)? */
  check(url: string, production: boolean): Promise<void>;
  /** When applying: the image's bytes. */
  download(url: string, production: boolean): Promise<Buffer>;
};
