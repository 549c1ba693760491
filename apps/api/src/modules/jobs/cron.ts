// Cron schedules for recurring jobs: 5-field expressions (minute hour day-of-month month
// day-of-week), always evaluated in UTC so every app instance computes the same next run.
import { CronExpressionParser } from 'cron-parser';

/**
 * The first time strictly after `after` that matches `expression`. Throws on an expression that
 * is not 5 fields: cron-parser also accepts a leading seconds field, which would let a typo
 * schedule a job every second.
 */
export function nextCronTime(expression: string, after: Date = new Date()): Date {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new Error(`Cron expression "${expression}" must have 5 fields (minute hour day month weekday)`);
  }
  try {
    return CronExpressionParser.parse(expression, { currentDate: after, tz: 'UTC' }).next().toDate();
  } catch (error) {
    throw new Error(`Cron expression "${expression}" is not valid: ${(error as Error).message}`);
  }
}
