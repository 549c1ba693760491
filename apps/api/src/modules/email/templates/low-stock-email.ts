// The store's low-stock notice: what one sale took to or below its alert level.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type LowStockLine = { name: string; stock: number; threshold: number };

const left = (line: LowStockLine) =>
  line.stock === 0 ? 'sold out' : `${line.stock} left (alert at ${line.threshold})`;

export function lowStockEmail(brand: EmailBrand, lines: LowStockLine[], adminUrl: string): RenderedEmail {
  const title = lines.length === 1 ? 'A product is running low' : `${lines.length} products are running low`;
  const intro = 'A sale has just taken these to or below their low-stock alert level:';
  const items = lines.map((line) => `<li>${escapeHtml(line.name)}: ${escapeHtml(left(line))}</li>`).join('');
  const link = `<p><a href="${escapeHtml(adminUrl)}">Open Product Management</a></p>`;
  return {
    subject: `Low stock: ${lines.map((line) => line.name).join(', ')}`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${intro}</p>\n<ul>${items}</ul>\n${link}`,
    ),
    text: [
      title,
      '',
      intro,
      ...lines.map((line) => `- ${line.name}: ${left(line)}`),
      '',
      `Product Management: ${adminUrl}`,
    ].join('\n'),
  };
}
