// A store's legal page body (spec storefront §2 "Policy pages"): the stored HTML, sanitized with
// DOMPurify as it is rendered, so no script, event handler or javascript: link from content can run.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const sanitizer = DOMPurify(window);
// Links from content open safely and cannot reach back into this page.
sanitizer.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizePolicyHtml(html: string): string {
  return sanitizer.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

// dangerouslySetInnerHTML is safe here only because the HTML went through sanitizePolicyHtml.
export function PolicyContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePolicyHtml(html), [html]);
  return (
    <div
      className="space-y-4 leading-relaxed text-foreground [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
