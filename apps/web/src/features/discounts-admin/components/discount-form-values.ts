// The discount dialog's values, kept apart from the dialog so the conversions are unit-tested: what
// the form starts from (a saved code's ISO dates shown in the browser's local time), the body the
// API takes (money as "5.00" text, as everywhere in the API), the server's field messages mapped
// onto the fields, and the list's value, usage and status labels.
import {
  type Discount,
  type DiscountAppliesTo,
  type DiscountStatus,
  type DiscountType,
  discountMessages,
  formatMinor,
  formatMoney,
  type ParsedDiscountInput,
} from '@storefleet/contracts';
import type { BadgeVariant } from '@/components/ui/badge.tsx';
import { ApiError } from '@/lib/api-client.ts';

export type DiscountFormValues = {
  code: string;
  type: DiscountType;
  /** A whole per cent for a percentage, pounds ("5.00") for a fixed amount, unused for free shipping. */
  value: string;
  minSubtotal: string;
  /** `<input type="datetime-local">` text ("2025-03-01T09:30"), local time; '' for none. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
  appliesTo: DiscountAppliesTo;
  productIds: number[];
  categories: string[];
  isActive: boolean;
};

export type DiscountFieldName = keyof DiscountFormValues;

/** What POST/PUT /api/admin/discounts are sent (the API adds `tenantId`). */
export type DiscountBody = {
  code: string;
  type: DiscountType;
  value: number | string;
  minSubtotal: string | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  appliesTo: DiscountAppliesTo;
  productIds: number[];
  categories: string[];
  isActive: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as `datetime-local` text in the browser's time zone; null → ''. */
export function toLocalDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function initialDiscountValues(discount?: Discount): DiscountFormValues {
  return {
    code: discount?.code ?? '',
    type: discount?.type ?? 'percentage',
    value: discount && discount.type !== 'free_shipping' ? String(discount.value) : '',
    minSubtotal: discount?.minSubtotal ?? '',
    startsAt: toLocalDateTimeInput(discount?.startsAt ?? null),
    endsAt: toLocalDateTimeInput(discount?.endsAt ?? null),
    usageLimit: discount?.usageLimit == null ? '' : String(discount.usageLimit),
    usageLimitPerCustomer:
      discount?.usageLimitPerCustomer == null ? '' : String(discount.usageLimitPerCustomer),
    appliesTo: discount?.appliesTo ?? 'order',
    productIds: discount?.productIds ?? [],
    categories: discount?.categories ?? [],
    isActive: discount?.isActive ?? true,
  };
}

/** The parsed form (per cent, pence) as the API reads it: money back to "5.00" text. */
export function discountBody(parsed: ParsedDiscountInput): DiscountBody {
  return {
    code: parsed.code,
    type: parsed.type,
    value: parsed.type === 'fixed_amount' ? formatMinor(parsed.value) : parsed.value,
    minSubtotal: parsed.minSubtotal === null ? null : formatMinor(parsed.minSubtotal),
    startsAt: parsed.startsAt,
    endsAt: parsed.endsAt,
    usageLimit: parsed.usageLimit,
    usageLimitPerCustomer: parsed.usageLimitPerCustomer,
    appliesTo: parsed.appliesTo,
    productIds: parsed.productIds,
    categories: parsed.categories,
    isActive: parsed.isActive,
  };
}

const fieldNames = new Set<string>(Object.keys(initialDiscountValues()));

/**
 * The server's refusal as messages under the fields: a 400's issues by their path ("productIds.2"
 * belongs to productIds), a duplicate code under Code. null when nothing names a field (a toast then).
 */
export function serverFieldErrors(error: unknown): Partial<Record<DiscountFieldName, string>> | null {
  if (!(error instanceof ApiError)) return null;
  if (error.detail === discountMessages.duplicate) return { code: error.detail };
  const errors: Partial<Record<DiscountFieldName, string>> = {};
  for (const issue of error.issues ?? []) {
    const field = issue.path.split('.')[0] ?? '';
    if (fieldNames.has(field) && !errors[field as DiscountFieldName]) {
      errors[field as DiscountFieldName] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** "3 / 100", or "3 / ∞" without a limit. */
export function formatDiscountUsage(discount: Pick<Discount, 'usedCount' | 'usageLimit'>): string {
  return `${discount.usedCount} / ${discount.usageLimit ?? '∞'}`;
}

/** The list's minimum spend: "£20.00", or "None" without one. */
export function formatMinimumSpend(discount: Pick<Discount, 'minSubtotal'>): string {
  return discount.minSubtotal === null ? 'None' : formatMoney(discount.minSubtotal);
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The list's dates: "1 Mar 2026 – 31 Mar 2026", "From 1 Mar 2026", "Until 31 Mar 2026", or "Any time". */
export function formatDiscountDates(discount: Pick<Discount, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = discount;
  if (startsAt && endsAt) return `${shortDate(startsAt)} – ${shortDate(endsAt)}`;
  if (startsAt) return `From ${shortDate(startsAt)}`;
  if (endsAt) return `Until ${shortDate(endsAt)}`;
  return 'Any time';
}

export const discountStatusBadge: Record<DiscountStatus, BadgeVariant> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  disabled: 'outline',
  used_up: 'warning',
};
