// The two store-front calls a payment link e-mailed to a shopper answers (a draft order's invoice,
// an order's payment link): GET …/pay/{token}, what the link asks to pay, never cached; and
// POST …/pay/{token}/payment-intent, checkout's payment for it under the browser's checkout cookie.
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../context.ts';
import { openWithCheckoutCookie } from './create-payment-intent.service.ts';

/** What both handlers read of a request: its context and the link's token in the path. */
type PaymentLinkRequest = { ctx: Ctx; params: { token: string } };

/** GET …/pay/{token}: what `view` says of the link, with `cache-control: no-store`. */
export function paymentLinkViewHandler<R>(view: (ctx: Ctx, args: { token: string }) => Promise<R>) {
  return async (request: PaymentLinkRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return view(request.ctx, { token: request.params.token });
  };
}

/** POST …/pay/{token}/payment-intent: `pay` opens the payment with the browser's checkout token. */
export function paymentLinkIntentHandler<R>(
  pay: (ctx: Ctx, args: { token: string; shopperToken: string; host?: string | undefined }) => Promise<R>,
) {
  return async (
    request: PaymentLinkRequest & {
      cookies: Record<string, string | undefined>;
      headers: { host?: string | undefined };
    },
    reply: FastifyReply,
  ) =>
    openWithCheckoutCookie(request.ctx, {
      cookies: request.cookies,
      reply,
      open: (shopperToken) =>
        pay(request.ctx, { token: request.params.token, shopperToken, host: request.headers.host }),
    });
}
