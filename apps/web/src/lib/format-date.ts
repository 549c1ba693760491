// Dates as the operator's screens show them: 5 Mar 2026 (en-GB, the platform's locale).
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A billing period [start, end) as "1 Mar – 31 Mar 2026"; the end is exclusive, so a day is taken off. */
export function formatPeriod(startIso: string | null, endIso: string | null): string {
  if (!startIso || !endIso) return '—';
  const start = new Date(startIso);
  const lastDay = new Date(new Date(endIso).getTime() - 1);
  if (Number.isNaN(start.getTime()) || Number.isNaN(lastDay.getTime())) return '—';
  const day = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day(start)} – ${day(lastDay)} ${lastDay.getUTCFullYear()}`;
}
