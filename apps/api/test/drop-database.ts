// Removing a test database when its test file (or the run's template) is done.
import type pg from 'pg';

/**
 * Drops a test database once its pools are closed. Not `with (force)`: the tests connect as an
 * ordinary role (no superuser, so row-level security applies), which may not terminate the
 * server's own sessions such as autovacuum; a plain drop cancels those itself, and a database that
 * is still briefly in use (SQLSTATE 55006) is tried again.
 */
export async function dropTestDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
