// Toasts as the screens describe them: a title, an optional description and an optional
// 'destructive' variant. The constants are the spec's (storefront §9).
import { toast as sonnerToast } from 'sonner';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
};

export function toast({ title, description, variant = 'default', duration }: ToastInput): string | number {
  const options = { description, duration };
  return variant === 'destructive' ? sonnerToast.error(title, options) : sonnerToast(title, options);
}

export function dismissToasts(): void {
  sonnerToast.dismiss();
}
