// The text of a PDF, page by page, for tests that check what an invoice says (pdfjs-dist, the
// parser of Firefox's PDF viewer; a devDependency).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text items joined by spaces, pages by newlines; runs of spaces collapsed. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
