// What a buyer's order e-mails say, key by key: each store language fills in every key
// (docs/decisions/0093), in email-texts.<language>.ts, so a language cannot leave a sentence out.
export type OrderEmailTexts = {
  confirmationSubject: (store: string, order: number | string) => string;
  confirmationTitle: (order: number | string) => string;
  confirmationIntro: (name: string, total: string, processing: string) => string;
  item: string;
  qty: string;
  price: string;
  subtotal: string;
  shipping: string;
  free: string;
  discount: string;
  includesVat: string;
  vat: string;
  /** Under the VAT row when an EU business buyer was reverse charged (docs/decisions/0101). */
  reverseCharge: string;
  total: string;
  shippingTo: string;
  shippedSubject: (store: string, order: number) => string;
  shippedTitle: (order: number) => string;
  refundSubject: (store: string, order: number) => string;
  refundTitle: (order: number) => string;
  /** What comes between a label and its value: ': ', ' : ' in French. */
  colon: string;
  /** "If you have any questions, reply to this e-mail." */
  questions: string;
  shippedIntro: (name: string, store: string, carrier: string) => string;
  inThisParcel: string;
  restToFollow: (items: number) => string;
  trackingNumber: string;
  trackParcel: string;
  deliveringTo: (address: string) => string;
  deliveredSubject: (store: string, order: number) => string;
  deliveredTitle: (order: number) => string;
  deliveredIntro: (name: string, store: string) => string;
  deliveredHelp: string;
  cancelledSubject: (store: string, order: number) => string;
  cancelledTitle: (order: number) => string;
  cancelledIntro: (name: string, store: string, order: number) => string;
  /** What went back to the card, and that it takes a few days to show. */
  backToCardInDays: (amount: string) => string;
  nothingCharged: string;
  refundIntro: (name: string, amount: string) => string;
  refundedInFull: (total: string) => string;
  refundedSoFar: (refunded: string, total: string) => string;
  reason: (reason: string) => string;
  /** A return's subject from its title. */
  returnSubject: (store: string, title: string) => string;
  returnApprovedTitle: (order: number) => string;
  returnDeclinedTitle: (order: number) => string;
  returnCompleteTitle: (order: number) => string;
  returnApprovedIntro: (name: string, store: string, order: number) => string;
  returnItems: (items: string) => string;
  returnPack: string;
  returnQuestionsTo: (address: string) => string;
  returnDeclinedIntro: (name: string, store: string, order: number) => string;
  storesReason: (reason: string) => string;
  returnReceivedIntro: (name: string, order: number) => string;
  replacementOnItsWay: string;
  backToCard: (amount: string) => string;
  replacementCostsMore: (amount: string) => string;
  nothingLeftToRefund: string;
  /** The e-mail after an order edit (ADR 0077). */
  editedSubject: (order: number) => string;
  hello: (name: string) => string;
  editedIntro: (store: string, order: number) => string;
  newTotal: (total: string) => string;
  refundedToCard: (amount: string) => string;
  stillToPay: (due: string) => string;
  /** After "Still to pay" when the edit's e-mail has no link. */
  linkToFollow: string;
  payNow: (due: string) => string;
  /** A subscription's renewal (ADR 0008): its receipt, a failed charge. */
  renewedSubject: (store: string, product: string, order: number | string) => string;
  renewedTitle: (product: string) => string;
  renewedIntro: (name: string, amount: string, order: number | string, nextDay: string) => string;
  renewalFailedSubject: (store: string, product: string) => string;
  renewalFailedTitle: (product: string) => string;
  /** The card provider's reason is quoted as it gave it. */
  paymentRefused: (name: string, amount: string, reason: string) => string;
  retryOn: (day: string) => string;
  pastDue: string;
  /** The payment link for what an order still owes (ADR 0077), and the receipt of its payment. */
  linkSubject: (order: number, due: string) => string;
  linkIntro: (name: string, order: number, store: string, due: string) => string;
  payNowPlain: string;
  linkWorksUntil: (when: string) => string;
  paidSubject: (order: number) => string;
  paidIntro: (name: string, store: string, amount: string, order: number) => string;
  nothingMoreDue: string;
  /** A draft order's invoice (ADR 0069). */
  invoiceSubject: (store: string, total: string) => string;
  invoiceTitle: (store: string) => string;
  invoiceIntro: (name: string, store: string) => string;
  includingVat: string;
};
