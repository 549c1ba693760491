// One CSV cell as every admin export writes it (orders, customers, products).
/**
 * RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula
 * (=, +, -, @): customer names come from shoppers.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
