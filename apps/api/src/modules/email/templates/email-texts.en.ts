// The English texts of a buyer's order e-mails (docs/decisions/0093), also written for an order in a
// language the store does not list; what each key says is in email-texts.types.ts.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const EN_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
  confirmationSubject: (store, order) => `Your ${store} order #${order}`,
  confirmationTitle: (order) => `Thank you for your order #${order}`,
  confirmationIntro: (name, total, processing) =>
    `Hi ${name}, we have received your payment of ${total}. Your order will be processed within ${processing}.`,
  item: 'Item',
  qty: 'Qty',
  price: 'Price',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  discount: 'Discount',
  includesVat: 'Includes VAT',
  vat: 'VAT',
  reverseCharge: 'Reverse charge: the customer accounts for VAT',
  total: 'Total',
  shippingTo: 'Shipping to:',
  shippedSubject: (store, order) => `${store}: order #${order} has shipped`,
  shippedTitle: (order) => `Your order #${order} is on its way`,
  refundSubject: (store, order) => `Your ${store} refund for order #${order}`,
  refundTitle: (order) => `Refund for order #${order}`,
  colon: ': ',
  questions: 'If you have any questions, reply to this e-mail.',
  shippedIntro: (name, store, carrier) =>
    `Hi ${name}, good news: your order from ${store} has been sent with ${carrier}.`,
  inThisParcel: 'In this parcel:',
  restToFollow: (items) =>
    `The rest of your order (${items} ${items === 1 ? 'item' : 'items'}) will follow in another parcel.`,
  trackingNumber: 'Tracking number:',
  trackParcel: 'Track your parcel',
  deliveringTo: (address) => `Delivering to: ${address}`,
  deliveredSubject: (store, order) => `${store}: order #${order} delivered`,
  deliveredTitle: (order) => `Your order #${order} has been delivered`,
  deliveredIntro: (name, store) =>
    `Hi ${name}, your order from ${store} has been delivered. We hope you enjoy it.`,
  deliveredHelp: 'If anything is missing or not as expected, reply to this e-mail and we will put it right.',
  cancelledSubject: (store, order) => `${store}: order #${order} cancelled`,
  cancelledTitle: (order) => `Your order #${order} has been cancelled`,
  cancelledIntro: (name, store, order) => `Hi ${name}, ${store} has cancelled your order #${order}.`,
  backToCardInDays: (amount) => `${amount} is on its way back to your card; it can take a few days to show.`,
  nothingCharged: 'Nothing was charged for it.',
  refundIntro: (name, amount) =>
    `Hi ${name}, we have refunded ${amount} to the card you paid with. It can take 5 to 10 working days to show on your statement.`,
  refundedInFull: (total) => `Your order of ${total} has now been refunded in full.`,
  refundedSoFar: (refunded, total) => `So far ${refunded} of your ${total} order has been refunded.`,
  reason: (reason) => `Reason: ${reason}`,
  returnSubject: (store, title) => `${store}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
  returnApprovedTitle: (order) => `Your return for order #${order} is approved`,
  returnDeclinedTitle: (order) => `Your return for order #${order} was declined`,
  returnCompleteTitle: (order) => `Your return for order #${order} is complete`,
  returnApprovedIntro: (name, store, order) =>
    `Hi ${name}, ${store} has approved your return for order #${order}.`,
  returnItems: (items) => `Items: ${items}.`,
  returnPack:
    'Pack the items securely with your order number inside and send them back to us. Once they arrive we will refund you or send the replacement.',
  returnQuestionsTo: (address) => `Questions about sending them back? Write to ${address}.`,
  returnDeclinedIntro: (name, store, order) =>
    `Hi ${name}, ${store} could not accept your return for order #${order}.`,
  storesReason: (reason) => `The store's reason: ${reason}`,
  returnReceivedIntro: (name, order) =>
    `Hi ${name}, we received the items you sent back for order #${order}.`,
  replacementOnItsWay: 'Your replacement is on its way.',
  backToCard: (amount) => `${amount} is on its way back to your card.`,
  replacementCostsMore: (amount) =>
    `The replacement costs ${amount} more; the store will contact you to collect it.`,
  nothingLeftToRefund: 'Nothing was left to refund.',
  editedSubject: (order) => `Your order #${order} was updated`,
  hello: (name) => `Hello ${name},`,
  editedIntro: (store, order) => `${store} updated your order #${order}. It now holds:`,
  newTotal: (total) => `New total: ${total}`,
  refundedToCard: (amount) => `Refunded to your card: ${amount}`,
  stillToPay: (due) => `Still to pay: ${due}.`,
  linkToFollow: 'The store will send you a link to pay it.',
  payNow: (due) => `Pay ${due} now`,
  renewedSubject: (store, product, order) => `${store}: ${product} renewed (order #${order})`,
  renewedTitle: (product) => `Your subscription to ${product} has renewed`,
  renewedIntro: (name, amount, order, nextDay) =>
    `Hi ${name}, we have charged ${amount} to your saved card for order #${order}. Your next payment is due on ${nextDay}.`,
  renewalFailedSubject: (store, product) => `${store}: payment for ${product} failed`,
  renewalFailedTitle: (product) => `We could not renew your subscription to ${product}`,
  paymentRefused: (name, amount, reason) => `Hi ${name}, the payment of ${amount} was refused: ${reason}`,
  retryOn: (day) => `We will try again on ${day}.`,
  pastDue:
    'We have stopped trying, so your subscription is now past due. Resume it from your account page to try again.',
  linkSubject: (order, due) => `Order #${order}: ${due} to pay`,
  linkIntro: (name, order, store, due) =>
    `Hello ${name}, your order #${order} at ${store} was changed and ${due} is still to pay.`,
  payNowPlain: 'Pay now',
  linkWorksUntil: (when) => `This link works until ${when}.`,
  paidSubject: (order) => `Payment received for order #${order}`,
  paidIntro: (name, store, amount, order) =>
    `Hello ${name}, thank you: ${store} received your payment of ${amount} for order #${order}.`,
  nothingMoreDue: 'Nothing more is due on this order.',
  invoiceSubject: (store, total) => `Invoice from ${store}: ${total}`,
  invoiceTitle: (store) => `Your invoice from ${store}`,
  invoiceIntro: (name, store) =>
    `Hi ${name}, ${store} has prepared an order for you. Pay it securely with the link below.`,
  includingVat: 'Including VAT',
};
