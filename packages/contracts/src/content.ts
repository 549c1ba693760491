// Site content (spec storefront §3 "Content entry", admin §3 cms_content): the public key/value
// view the store front reads. The admin's full entries (id, type, description) build on this.
import { z } from 'zod';

export const contentEntrySchema = z.object({ key: z.string(), value: z.string() });
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** GET /api/cms/content?tenantId=: every entry of one store. */
export const publicContentSchema = z.array(contentEntrySchema);
