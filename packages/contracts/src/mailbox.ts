// The development mailbox (DESIGN §9): every e-mail the platform queued while no
// SMTP_URL is set, links intact, for the super admin outside production.
import { z } from 'zod';

export const devMailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;

export const devMailboxEntrySchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  storeName: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  text: z.string().nullable(),
  html: z.string(),
  /** Every http(s) link of the message, in full (tokens included), in the order they appear. */
  links: z.array(z.string()),
});
export type DevMailboxEntry = z.infer<typeof devMailboxEntrySchema>;
