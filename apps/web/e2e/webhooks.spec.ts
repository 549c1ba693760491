// Outgoing webhooks (ADR 0075, docs/api.md "Webhooks"): the owner adds an endpoint in Settings →
// Webhooks (its secret shown once), a product change reaches a local receiver signed with that
// secret; the receiver's first answer is a 500, so the log shows it, Resend delivers it; then the
// owner edits the events, turns the endpoint off and deletes it after confirming.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { accounts, expect, login, test } from './fixtures.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on this task's ports (5800-5849), answering the statuses it is given, then 200. */
function startReceiver(port: number, answers: number[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(parts).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status).end(status === 200 ? 'thanks' : 'receiver is down');
    });
  });
  return new Promise<{ received: Received[]; close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ received, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

test('an owner adds a webhook, a change reaches the receiver signed, Resend delivers a failed one, and the endpoint is removed', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver(5830, [500]);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
    await screenshots(page, testInfo, '1-webhooks-empty');

    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(dialog.getByText('The URL must be a full address')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('URL').fill('http://127.0.0.1:5830/hooks');
    // Keyboard: an event's checkbox is reached and ticked with the keyboard.
    await dialog.getByRole('checkbox', { name: 'product.updated' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'product.updated' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'order.paid' }).check();
    await screenshots(page, testInfo, '2-add-endpoint');
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();

    const shown = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
    await expect(shown.getByText("you won't see it again")).toBeVisible();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshots(page, testInfo, '3-secret-once');
    await shown.getByRole('button', { name: 'Done' }).click();

    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    const card = endpoints.getByRole('listitem').filter({ hasText: '127.0.0.1:5830' });
    await expect(card).toContainText('product.updated');
    await expect(endpoints).not.toContainText(secret.slice(6));

    // A product saved as a draft and live again: two product.updated events, the first answered 500.
    const list = await page.request.get('/api/admin/products');
    const product = ((await list.json()) as Array<{ id: number; isDraft: boolean }>).find((p) => !p.isDraft)!;
    for (const isDraft of [true, false]) {
      const res = await page.request.patch(`/api/admin/products/${product.id}/draft`, { data: { isDraft } });
      expect(res.status()).toBe(200);
    }
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    for (const { headers, body } of receiver.received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['storefleet-signature']))!;
      expect(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')).toBe(v1);
      expect(JSON.parse(body)).toMatchObject({ type: 'product.updated', data: { id: product.id } });
      expect(headers['storefleet-event-id']).toBe(JSON.parse(body).id);
    }

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    const items = log.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const failed = items.filter({ hasText: 'answered 500' });
    await expect(failed).toContainText('Retrying');
    await expect(failed).toContainText('receiver is down');
    await expect(items.filter({ hasText: 'Delivered' })).toHaveCount(1);
    await screenshots(page, testInfo, '4-delivery-log');
    await failed.getByRole('button', { name: /^Resend/ }).click();
    await expect(toast(page, 'Delivery queued to be sent again').first()).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
    // The same event again, with the same id.
    const ids = receiver.received.map((r) => r.headers['storefleet-event-id']);
    expect(ids.filter((id) => id === ids[2])).toHaveLength(2);
    // The open log follows the resend until it is delivered.
    await expect(log.getByRole('listitem').filter({ hasText: 'Delivered' })).toHaveCount(2);
    await escapeFrom(page, log);
    await expect(log).toBeHidden();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await edit.getByRole('checkbox', { name: 'order.paid' }).uncheck();
    await edit.getByRole('checkbox', { name: 'order.refunded' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('order.refunded');
    await expect(card).not.toContainText('order.paid');

    await card.getByRole('switch', { name: 'Send events to http://127.0.0.1:5830/hooks' }).click();
    await expect(toast(page, 'Endpoint turned off').first()).toBeVisible();
    await expect(card).toContainText('Off');
    await screenshots(page, testInfo, '5-endpoint-off');

    await card.getByRole('button', { name: 'Delete http://127.0.0.1:5830/hooks' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook endpoint?' });
    await expect(confirm).toContainText('its delivery log is deleted');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Webhook endpoint deleted').first()).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
