// Column helpers shared by every schema file, so money and timestamps are declared one way.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money in integer minor units (pence). bigint so the spec's precision-10 amounts fit. */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, last in a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A row's texts in the store's other languages (docs/decisions/0093): language → field → text. */
export type Translations = Record<string, Record<string, unknown> | undefined>;
