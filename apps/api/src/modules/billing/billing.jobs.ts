// The daily overdue sweep: unpaid bills past their due date become overdue.
import type { Db } from '../../db/database.ts';
import { markBillsOverdue } from './billing.queries.ts';

export function markOverdueBills(db: Db, now = new Date()): Promise<number> {
  return markBillsOverdue(db, now);
}
