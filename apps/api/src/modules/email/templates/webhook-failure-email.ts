// The owner's notice that a webhook endpoint is failing (ADR 0075): a delivery given up after 24
// hours of retries, or the endpoint turned off after 3 days of failures.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type WebhookFailure = {
  url: string;
  /** 'gave-up': an event's deliveries stopped after 24 h; 'disabled': the endpoint is now off. */
  kind: 'gave-up' | 'disabled';
  eventType: string;
  lastProblem: string;
};

export function webhookFailureEmail(
  brand: EmailBrand,
  failure: WebhookFailure,
  adminUrl: string,
): RenderedEmail {
  const title =
    failure.kind === 'disabled' ? 'A webhook endpoint was turned off' : 'A webhook could not be delivered';
  const intro =
    failure.kind === 'disabled'
      ? `Deliveries to ${failure.url} have failed for 3 days, so it was turned off. Fix the receiver, then turn it on again in Settings → Webhooks.`
      : `A ${failure.eventType} event could not be delivered to ${failure.url} in 24 hours of retries. You can send it again from Settings → Webhooks.`;
  const problem = `Last problem: ${failure.lastProblem}`;
  return {
    subject: title,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(problem)}</p>\n<p><a href="${escapeHtml(adminUrl)}">Open Webhooks</a></p>`,
    ),
    text: [title, '', intro, '', problem, '', `Webhooks: ${adminUrl}`].join('\n'),
  };
}
