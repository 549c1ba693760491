// The owner's plan dates come from the shared helper (the operator's plan change shows them too).
export { formatChangeDate } from '@/lib/plan-dates.ts';
