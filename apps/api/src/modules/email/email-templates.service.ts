// The e-mail templates other modules render themselves (team invites, password resets, refund
// notices, renewal and store-owner e-mails): the layout, the order summary and the ready-made
// messages. templates/ is the e-mail module's own folder; other modules import from this file, never
// from templates/ directly, so the e-mail module can rearrange its templates without touching them.

export {
  emailDay,
  emailLanguage,
  emailMoment,
  emailMoney,
  orderEmailTexts,
} from './templates/email-texts.ts';
export { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './templates/layout.ts';
export { type EmailOrder, orderSummaryHtml, orderSummaryText } from './templates/order-summary.ts';
export { passwordResetEmail } from './templates/password-reset-email.ts';
export { refundNoticeEmail } from './templates/refund-notice-email.ts';
export { teamInviteEmail } from './templates/team-invite-email.ts';
