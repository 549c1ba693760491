// The outbox and the 'email.send' job, against a small local SMTP server.

import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import type { Config } from '../../config/config.ts';
import { countJobs, recordingLogger, selectRows } from '../jobs/jobs.test-support.ts';
import type { Job } from '../jobs/jobs.types.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { emailJobHandlers } from './email.jobs.ts';
import { findEmail } from './email.queries.ts';
import { queueEmail, queueEmails, SEND_EMAIL_JOB, sendQueuedEmail } from './email.service.ts';
import { emailBrandOf, emailHeaderColours } from './email-brand.service.ts';
import { escapeHtml } from './templates/layout.ts';
import { orderConfirmationEmail } from './templates/order-emails.ts';
import { shippingNoticeEmail } from './templates/shipping-notice-email.ts';

/** Speaks just enough SMTP for nodemailer, and keeps what it was sent. */
async function startSmtp(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      data += chunk.toString();
      let end = data.indexOf('\r\n');
      while (end >= 0) {
        const line = data.slice(0, end);
        data = data.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK queued\r\n');
          } else messages[messages.length - 1] += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          messages.push('');
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        end = data.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

let t: TestApp;
let tenantId: number;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await createTenant(t.db, { slug: 'mail-shop' })).id;
  smtp = await startSmtp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = { to: 'shopper@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

/** The 'email.send' job as the runner runs it, sending through `config`'s mail server. */
function runSendJob(payload: Record<string, unknown>, config: Config) {
  const ctx = {
    db: t.db,
    scopes: t.database.scopes,
    tenantId: null,
    actor: null,
    config,
    log: recordingLogger(),
  };
  return emailJobHandlers()[SEND_EMAIL_JOB]!(payload, {} as Job, ctx as never);
}

describe('queueEmail', () => {
  it('without SMTP_URL keeps the e-mail in the outbox; its job prints it to the log, links in full', async () => {
    const jobs = await countJobs(t.db);
    const link = 'http://localhost:5000/reset-password?token=Abc123-full-token';
    const id = await queueEmail(
      { db: t.db, config: t.config },
      { tenantId, ...message, html: `<p><a href="${link}&amp;x=1">Reset</a></p>`, text: `Reset: ${link}` },
    );
    expect((await findEmail(t.db, tenantId, id))!.status).toBe('outbox');
    expect(await countJobs(t.db)).toBe(jobs + 1);

    const log = recordingLogger();
    await sendQueuedEmail({ db: t.db, tenantId, config: t.config, log }, id);
    expect((await findEmail(t.db, tenantId, id))!.status).toBe('outbox');
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]!.msg).toContain('E-mail not sent (no SMTP_URL): to shopper@example.com, "Hello"');
    expect(log.entries[0]!.msg).toContain(link);
    expect(log.entries[0]!.obj).toMatchObject({ email: { id, links: [`${link}&x=1`, link] } });
  });

  it('in production without SMTP_URL logs who, what and the message id, never a link or its token', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    const tokens = ['reset-Tok3n-aaaa', 'setpw-Tok3n-bbbb', 'invite-Tok3n-cccc', 'confirm-Tok3n-dddd'];
    const links = [
      `https://shop.example/reset-password?token=${tokens[0]}`,
      `https://shop.example/set-password?token=${tokens[1]}&store=demo`,
      `https://shop.example/accept-invite?token=${tokens[2]}`,
      `https://shop.example/order-confirmation/7?tenantId=1&token=${tokens[3]}`,
    ];
    const id = await queueEmail(
      { db: t.db, config },
      {
        tenantId,
        ...message,
        subject: 'Set your password',
        html: links.map((link) => `<p><a href="${escapeHtml(link)}">Open</a></p>`).join(''),
        text: links.join('\n'),
      },
    );
    const log = recordingLogger();
    await sendQueuedEmail({ db: t.db, tenantId, config, log }, id);
    expect(log.entries).toHaveLength(1);
    const line = JSON.stringify(log.entries[0]);
    expect(log.entries[0]!.msg).toBe(
      `E-mail not sent (no SMTP_URL): to shopper@example.com, "Set your password" (message ${id})`,
    );
    expect(log.entries[0]!.obj).toEqual({
      email: { id, tenantId, to: 'shopper@example.com', subject: 'Set your password' },
    });
    for (const secret of [...tokens, 'token=', 'https://shop.example']) expect(line).not.toContain(secret);
    // The message itself stays whole in the outbox, where the store's Email Log reads it with tokens hidden.
    expect((await findEmail(t.db, tenantId, id))!.text).toContain(tokens[0]);
  });

  it('with SMTP_URL queues it with an email.send job, which sends it once', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>' });
    const id = await queueEmail({ db: t.db, config }, { tenantId, ...message, subject: 'Your order' });
    expect((await findEmail(t.db, tenantId, id))!.status).toBe('queued');
    expect(await countJobs(t.db)).toBeGreaterThan(0);

    const log = recordingLogger();
    await sendQueuedEmail({ db: t.db, tenantId, config, log }, id);
    await sendQueuedEmail({ db: t.db, tenantId, config, log }, id);
    // With a mail server nothing of the message reaches the log.
    expect(log.entries).toHaveLength(0);
    const sent = (await findEmail(t.db, tenantId, id))!;
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Your order');
    expect(smtp.messages[0]).toContain('To: shopper@example.com');
    expect(smtp.messages[0]).toContain('From: "mail-shop" <shop@example.com>');
  });

  it('records a failed send and throws so the job runner retries', async () => {
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const id = await queueEmail({ db: t.db, config }, { tenantId, ...message });
    await expect(sendQueuedEmail({ db: t.db, tenantId, config }, id)).rejects.toThrow();
    const failed = (await findEmail(t.db, tenantId, id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
  });
});

describe('queueEmails', () => {
  it("queues several e-mails with ONE 'email.send' job, which sends each once, in one statement", async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.com>' });
    const sentBefore = smtp.messages.length;
    const jobsBefore = await countJobs(t.db);
    const ids = await queueEmails({ db: t.db, config }, [
      { tenantId, ...message, subject: 'First of two' },
      { tenantId, ...message, to: 'store@example.com', subject: 'Second of two' },
    ]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(await countJobs(t.db)).toBe(jobsBefore + 1);
    const [job] = await selectRows<{ payload: Record<string, unknown> }>(
      t.db,
      sql`select payload from jobs where name = ${SEND_EMAIL_JOB} order by id desc limit 1`,
    );
    expect(job!.payload).toEqual({ tenantId, emailIds: ids });
    expect((await findEmail(t.db, tenantId, ids[1]!))!.toAddress).toBe('store@example.com');

    await runSendJob(job!.payload, config);
    await runSendJob(job!.payload, config); // a retry sends nothing twice
    expect(smtp.messages.slice(sentBefore).map((m) => /Subject: (.*)/.exec(m)?.[1])).toEqual([
      'First of two',
      'Second of two',
    ]);
    for (const id of ids) expect((await findEmail(t.db, tenantId, id))!.status).toBe('sent');
  });

  it('keeps each batch’s own e-mails when two batches of one size share their statement', async () => {
    const config = testConfig();
    const pdf = { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1') };
    const first = await queueEmails({ db: t.db, config }, [
      { tenantId, ...message, subject: 'Batch one, A', attachments: [pdf] },
      { tenantId, ...message, to: 'one-b@example.com', subject: 'Batch one, B' },
    ]);
    const second = await queueEmails({ db: t.db, config }, [
      { tenantId, ...message, to: 'two-a@example.com', subject: 'Batch two, A', text: 'Second text' },
      { tenantId, ...message, subject: 'Batch two, B', attachments: [pdf] },
    ]);
    const rows = await selectRows<Record<string, unknown>>(
      t.db,
      sql`select id, to_address, subject, text, attachments is null as no_attachments, attachments
        from email_outbox where id in (${sql.join([...first, ...second], sql`, `)}) order by id`,
    );
    expect(rows.map((row) => [row.to_address, row.subject, row.text, row.no_attachments])).toEqual([
      ['shopper@example.com', 'Batch one, A', 'Hi', false],
      ['one-b@example.com', 'Batch one, B', 'Hi', true],
      ['two-a@example.com', 'Batch two, A', 'Second text', true],
      ['shopper@example.com', 'Batch two, B', 'Hi', false],
    ]);
    expect(rows[0]!.attachments).toEqual([
      {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        contentBase64: pdf.content.toString('base64'),
      },
    ]);
  });

  it('tries every e-mail of the job when one is refused, then throws so the runner retries', async () => {
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const ids = await queueEmails({ db: t.db, config }, [
      { tenantId, ...message, subject: 'Refused one' },
      { tenantId, ...message, subject: 'Refused two' },
    ]);
    await expect(runSendJob({ tenantId, emailIds: ids }, config)).rejects.toThrow();
    for (const id of ids) expect((await findEmail(t.db, tenantId, id))!.status).toBe('failed');
  });
});

describe('templates', () => {
  it('escape what shoppers typed', () => {
    expect(escapeHtml('<script>"x"&\'y\'</script>')).toBe(
      '&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;',
    );
    const email = orderConfirmationEmail(
      { storeName: 'Shop', brandColor: '#16a34a', processingTime: '1-2 business days' },
      {
        orderId: 7,
        orderNumber: 1003,
        customerName: '<b>Eve</b>',
        customerEmail: 'eve@example.com',
        shippingAddress: '1 <Road>',
        shippingMethod: 'Express',
        subtotalMinor: 1000,
        shippingMinor: 0,
        totalMinor: 1000,
        lines: [{ name: 'Mug <XL>', variantString: '', quantity: 2, unitPriceMinor: 500 }],
      },
    );
    expect(email.subject).toBe('Your Shop order #1003');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('Mug &lt;XL&gt;');
    expect(email.html).toContain('£10.00');
    expect(email.text).toContain('Shipping (Express): Free');
  });

  it('list what a parcel holds, with its carrier and tracking link, in HTML and text', () => {
    const email = shippingNoticeEmail(
      { storeName: 'Shop', brandColor: '#7e22ce' },
      {
        orderId: 9,
        orderNumber: 1009,
        customerName: 'Ada',
        carrierName: 'Royal Mail',
        trackingNumber: 'RM123<x>',
        trackingUrl: 'https://track.example.test/RM123',
        shippingAddress: '1 Road, London',
        lines: [
          { productName: 'Mug <XL>', quantity: 2, variantString: null },
          { productName: 'Tee', quantity: 1, variantString: 'Size: M' },
        ],
        remainingQuantity: 3,
      },
    );
    expect(email.subject).toBe('Shop: order #1009 has shipped');
    expect(email.text).toContain('has been sent with Royal Mail.');
    expect(email.text).toContain('In this parcel:\n- 2 × Mug <XL>\n- 1 × Tee (Size: M)\n');
    expect(email.text).toContain('The rest of your order (3 items) will follow in another parcel.');
    expect(email.text).toContain('Tracking number: RM123<x>');
    expect(email.text).toContain('Track your parcel: https://track.example.test/RM123');
    expect(email.html).toContain('<ul><li>2 × Mug &lt;XL&gt;</li><li>1 × Tee (Size: M)</li></ul>');
    expect(email.html).toContain('sent with Royal Mail.');
    expect(email.html).toContain('<strong>RM123&lt;x&gt;</strong>');
    expect(email.html).toContain('href="https://track.example.test/RM123"');
    // A tracking link that is not a web address is left out.
    const odd = shippingNoticeEmail(
      { storeName: 'Shop', brandColor: '#7e22ce' },
      {
        orderId: 9,
        orderNumber: 1009,
        customerName: 'Ada',
        carrierName: 'DPD',
        trackingNumber: 'D1',
        trackingUrl: 'javascript:alert(1)',
        shippingAddress: null,
      },
    );
    expect(odd.html).not.toContain('javascript:');
    expect(odd.text).not.toContain('Track your parcel');
    expect(odd.text).not.toContain('In this parcel');
  });

  it("draw every header in the store's colour template, or the e-mail brand colour the owner chose", () => {
    const tenant = (colorTemplate: string, emailBrandColor = '#16a34a') =>
      ({
        id: 1,
        name: 'Shop',
        slug: 'shop',
        domain: null,
        colorTemplate,
        emailBrandColor,
        emailStoreName: null,
        emailFromAddress: null,
        emailSupportAddress: null,
        emailProcessingTime: null,
        emailLogoUrl: null,
        emailCustomMessage: null,
      }) as unknown as TenantRow;
    expect(emailHeaderColours(tenant('default'))).toEqual({
      brandColor: '#1a4eda',
      brandTextColor: '#ffffff',
    });
    expect(emailHeaderColours(tenant('purple'))).toEqual({
      brandColor: '#7e22ce',
      brandTextColor: '#ffffff',
    });
    // The Dark template's light blue takes its dark text.
    expect(emailHeaderColours(tenant('dark'))).toEqual({ brandColor: '#60a5fa', brandTextColor: '#0b1120' });
    expect(emailHeaderColours(tenant('no-such-template')).brandColor).toBe('#1a4eda');
    // A colour the owner chose in Email Settings wins over the template.
    expect(emailHeaderColours(tenant('purple', '#AA3300'))).toEqual({
      brandColor: '#aa3300',
      brandTextColor: '#ffffff',
    });

    const html = orderConfirmationEmail(emailBrandOf(tenant('dark')), {
      orderId: 7,
      orderNumber: 1003,
      customerName: 'Eve',
      customerEmail: 'eve@example.com',
      shippingAddress: '1 Road',
      shippingMethod: 'Express',
      subtotalMinor: 1000,
      shippingMinor: 0,
      totalMinor: 1000,
      lines: [{ name: 'Mug', variantString: '', quantity: 1, unitPriceMinor: 1000 }],
    }).html;
    expect(html).toContain('background:#60a5fa;color:#0b1120');
    expect(html).not.toContain('#16a34a');
  });
});
