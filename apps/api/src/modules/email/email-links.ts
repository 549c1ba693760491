// The links of an e-mail, in full: what the development mailbox lists and the no-SMTP log prints.
const HREF = /href="(https?:\/\/[^"]+)"/g;
const BARE_URL = /https?:\/\/[^\s"'<>]+/g;

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every http(s) link of the message (the HTML's hrefs, then the text's), each once, in order. */
export function linksOf(email: { html: string; text?: string | null }): string[] {
  const links = [
    ...[...email.html.matchAll(HREF)].map((match) => unescapeHtml(match[1]!)),
    ...((email.text ?? '').match(BARE_URL) ?? []),
  ];
  return [...new Set(links)];
}
