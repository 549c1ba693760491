// Tenant detail's lists (spec admin §9): 5 rows per page, descriptions cut at 60 characters,
// content values at 50.
export const DETAIL_PAGE_SIZE = 5;

export function cut(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
