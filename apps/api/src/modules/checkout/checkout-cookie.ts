// The checkout cookie (ADR 0004): a random token create-payment-intent gives the browser, HttpOnly
// and SameSite=Lax, so the store front's same-origin calls carry it and a page elsewhere cannot
// read it. One token per browser, kept across its checkouts, so two tabs each keep theirs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { isShopperToken } from './shopper-proof.ts';

/** Long enough for a redirect to the bank and back; each new checkout renews it. */
const CHECKOUT_COOKIE_MAX_AGE_S = 24 * 60 * 60;

const isHttps = (config: Config) => config.PUBLIC_URL.startsWith('https://');

/** `__Host-` prefix (and Secure) when served over HTTPS, as the session cookie (DESIGN §5). */
export function checkoutCookieName(config: Config): string {
  return isHttps(config) ? '__Host-checkout' : 'checkout';
}

export function readCheckoutCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[checkoutCookieName(request.ctx.config)];
  return isShopperToken(value) ? value : undefined;
}

export function checkoutCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(config),
    maxAge: CHECKOUT_COOKIE_MAX_AGE_S,
  };
}

export function setCheckoutCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(checkoutCookieName(config), token, checkoutCookieOptions(config));
}
