// The fixed texts of a buyer's order e-mails in each store language (docs/decisions/0093): the
// order records the language its buyer checked out in, and its e-mails are written in it. English
// is the fallback for a language not listed.
import {
  formatMoneyIn,
  isStoreLanguage,
  localeOf,
  minorToDecimal,
  type StoreLanguage,
} from '@storefleet/contracts';

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

export const ORDER_EMAIL_TEXTS: Record<StoreLanguage, OrderEmailTexts> = {
  en: {
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
    deliveredHelp:
      'If anything is missing or not as expected, reply to this e-mail and we will put it right.',
    cancelledSubject: (store, order) => `${store}: order #${order} cancelled`,
    cancelledTitle: (order) => `Your order #${order} has been cancelled`,
    cancelledIntro: (name, store, order) => `Hi ${name}, ${store} has cancelled your order #${order}.`,
    backToCardInDays: (amount) =>
      `${amount} is on its way back to your card; it can take a few days to show.`,
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
  },
  de: {
    confirmationSubject: (store, order) => `Ihre Bestellung #${order} bei ${store}`,
    confirmationTitle: (order) => `Vielen Dank für Ihre Bestellung #${order}`,
    confirmationIntro: (name, total, processing) =>
      `Hallo ${name}, wir haben Ihre Zahlung über ${total} erhalten. Ihre Bestellung wird innerhalb von ${processing} bearbeitet.`,
    item: 'Artikel',
    qty: 'Menge',
    price: 'Preis',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    free: 'Kostenlos',
    discount: 'Rabatt',
    includesVat: 'Enthaltene MwSt.',
    vat: 'MwSt.',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
    total: 'Gesamt',
    shippingTo: 'Lieferung an:',
    shippedSubject: (store, order) => `${store}: Bestellung #${order} wurde versandt`,
    shippedTitle: (order) => `Ihre Bestellung #${order} ist unterwegs`,
    refundSubject: (store, order) => `Ihre Erstattung von ${store} für Bestellung #${order}`,
    refundTitle: (order) => `Erstattung für Bestellung #${order}`,
    colon: ': ',
    questions: 'Wenn Sie Fragen haben, antworten Sie einfach auf diese E-Mail.',
    shippedIntro: (name, store, carrier) =>
      `Hallo ${name}, gute Nachrichten: Ihre Bestellung bei ${store} wurde mit ${carrier} verschickt.`,
    inThisParcel: 'In diesem Paket:',
    restToFollow: (items) => `Der Rest Ihrer Bestellung (${items} Artikel) folgt in einem weiteren Paket.`,
    trackingNumber: 'Sendungsnummer:',
    trackParcel: 'Sendung verfolgen',
    deliveringTo: (address) => `Lieferadresse: ${address}`,
    deliveredSubject: (store, order) => `${store}: Bestellung #${order} zugestellt`,
    deliveredTitle: (order) => `Ihre Bestellung #${order} wurde zugestellt`,
    deliveredIntro: (name, store) =>
      `Hallo ${name}, Ihre Bestellung bei ${store} wurde zugestellt. Wir wünschen Ihnen viel Freude damit.`,
    deliveredHelp:
      'Falls etwas fehlt oder nicht Ihren Erwartungen entspricht, antworten Sie auf diese E-Mail, und wir bringen es in Ordnung.',
    cancelledSubject: (store, order) => `${store}: Bestellung #${order} storniert`,
    cancelledTitle: (order) => `Ihre Bestellung #${order} wurde storniert`,
    cancelledIntro: (name, store, order) =>
      `Hallo ${name}, ${store} hat Ihre Bestellung #${order} storniert.`,
    backToCardInDays: (amount) =>
      `${amount} werden Ihrer Karte wieder gutgeschrieben; es kann einige Tage dauern, bis die Gutschrift sichtbar ist.`,
    nothingCharged: 'Dafür wurde Ihnen nichts berechnet.',
    refundIntro: (name, amount) =>
      `Hallo ${name}, wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben. Es kann 5 bis 10 Werktage dauern, bis die Erstattung auf Ihrer Abrechnung erscheint.`,
    refundedInFull: (total) => `Ihre Bestellung über ${total} wurde nun vollständig erstattet.`,
    refundedSoFar: (refunded, total) => `Bisher wurden ${refunded} Ihrer Bestellung über ${total} erstattet.`,
    reason: (reason) => `Grund: ${reason}`,
    returnSubject: (store, title) => `${store}: ${title}`,
    returnApprovedTitle: (order) => `Ihre Rücksendung zu Bestellung #${order} wurde angenommen`,
    returnDeclinedTitle: (order) => `Ihre Rücksendung zu Bestellung #${order} wurde abgelehnt`,
    returnCompleteTitle: (order) => `Ihre Rücksendung zu Bestellung #${order} ist abgeschlossen`,
    returnApprovedIntro: (name, store, order) =>
      `Hallo ${name}, ${store} hat Ihre Rücksendung zu Bestellung #${order} angenommen.`,
    returnItems: (items) => `Artikel: ${items}.`,
    returnPack:
      'Verpacken Sie die Artikel sicher, legen Sie Ihre Bestellnummer bei und senden Sie sie an uns zurück. Sobald sie angekommen sind, erstatten wir Ihnen den Betrag oder senden Ihnen den Ersatz.',
    returnQuestionsTo: (address) => `Fragen zur Rücksendung? Schreiben Sie an ${address}.`,
    returnDeclinedIntro: (name, store, order) =>
      `Hallo ${name}, ${store} konnte Ihre Rücksendung zu Bestellung #${order} nicht annehmen.`,
    storesReason: (reason) => `Begründung des Shops: ${reason}`,
    returnReceivedIntro: (name, order) =>
      `Hallo ${name}, wir haben die Artikel erhalten, die Sie zu Bestellung #${order} zurückgeschickt haben.`,
    replacementOnItsWay: 'Ihr Ersatz ist unterwegs.',
    backToCard: (amount) => `${amount} werden Ihrer Karte wieder gutgeschrieben.`,
    replacementCostsMore: (amount) =>
      `Der Ersatz kostet ${amount} mehr; der Shop meldet sich bei Ihnen, um den Betrag einzuziehen.`,
    nothingLeftToRefund: 'Es gab nichts mehr zu erstatten.',
    editedSubject: (order) => `Ihre Bestellung #${order} wurde geändert`,
    hello: (name) => `Hallo ${name},`,
    editedIntro: (store, order) => `${store} hat Ihre Bestellung #${order} geändert. Sie enthält jetzt:`,
    newTotal: (total) => `Neuer Gesamtbetrag: ${total}`,
    refundedToCard: (amount) => `Auf Ihre Karte erstattet: ${amount}`,
    stillToPay: (due) => `Noch zu zahlen: ${due}.`,
    linkToFollow: 'Der Shop sendet Ihnen einen Link, mit dem Sie den Betrag bezahlen können.',
    payNow: (due) => `Jetzt ${due} bezahlen`,
    renewedSubject: (store, product, order) => `${store}: ${product} verlängert (Bestellung #${order})`,
    renewedTitle: (product) => `Ihr Abonnement für ${product} wurde verlängert`,
    renewedIntro: (name, amount, order, nextDay) =>
      `Hallo ${name}, wir haben ${amount} für Bestellung #${order} von Ihrer gespeicherten Karte abgebucht. Ihre nächste Zahlung ist am ${nextDay} fällig.`,
    renewalFailedSubject: (store, product) => `${store}: Zahlung für ${product} fehlgeschlagen`,
    renewalFailedTitle: (product) => `Wir konnten Ihr Abonnement für ${product} nicht verlängern`,
    paymentRefused: (name, amount, reason) =>
      `Hallo ${name}, die Zahlung über ${amount} wurde abgelehnt: ${reason}`,
    retryOn: (day) => `Wir versuchen es am ${day} erneut.`,
    pastDue:
      'Wir haben keine weiteren Versuche unternommen; Ihr Abonnement ist daher überfällig. Setzen Sie es auf Ihrer Kontoseite fort, um es erneut zu versuchen.',
    linkSubject: (order, due) => `Bestellung #${order}: ${due} zu zahlen`,
    linkIntro: (name, order, store, due) =>
      `Hallo ${name}, Ihre Bestellung #${order} bei ${store} wurde geändert, und ${due} sind noch zu zahlen.`,
    payNowPlain: 'Jetzt bezahlen',
    linkWorksUntil: (when) => `Dieser Link ist gültig bis ${when}.`,
    paidSubject: (order) => `Zahlung für Bestellung #${order} erhalten`,
    paidIntro: (name, store, amount, order) =>
      `Hallo ${name}, vielen Dank: ${store} hat Ihre Zahlung über ${amount} für Bestellung #${order} erhalten.`,
    nothingMoreDue: 'Für diese Bestellung ist nichts mehr zu zahlen.',
    invoiceSubject: (store, total) => `Rechnung von ${store}: ${total}`,
    invoiceTitle: (store) => `Ihre Rechnung von ${store}`,
    invoiceIntro: (name, store) =>
      `Hallo ${name}, ${store} hat eine Bestellung für Sie vorbereitet. Bezahlen Sie sie sicher über den folgenden Link.`,
    includingVat: 'Enthaltene MwSt.',
  },
  fr: {
    confirmationSubject: (store, order) => `Votre commande ${store} n° ${order}`,
    confirmationTitle: (order) => `Merci pour votre commande n° ${order}`,
    confirmationIntro: (name, total, processing) =>
      `Bonjour ${name}, nous avons bien reçu votre paiement de ${total}. Votre commande sera traitée sous ${processing}.`,
    item: 'Article',
    qty: 'Qté',
    price: 'Prix',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    discount: 'Remise',
    includesVat: 'Dont TVA',
    vat: 'TVA',
    reverseCharge: 'Autoliquidation : la TVA est due par le client',
    total: 'Total',
    shippingTo: 'Livraison à :',
    shippedSubject: (store, order) => `${store} : la commande n° ${order} a été expédiée`,
    shippedTitle: (order) => `Votre commande n° ${order} est en route`,
    refundSubject: (store, order) => `Votre remboursement ${store} pour la commande n° ${order}`,
    refundTitle: (order) => `Remboursement de la commande n° ${order}`,
    colon: ' : ',
    questions: 'Pour toute question, répondez à cet e-mail.',
    shippedIntro: (name, store, carrier) =>
      `Bonjour ${name}, bonne nouvelle : votre commande chez ${store} a été expédiée avec ${carrier}.`,
    inThisParcel: 'Dans ce colis :',
    restToFollow: (items) =>
      `Le reste de votre commande (${items} ${items === 1 ? 'article' : 'articles'}) suivra dans un autre colis.`,
    trackingNumber: 'Numéro de suivi :',
    trackParcel: 'Suivre votre colis',
    deliveringTo: (address) => `Livraison à : ${address}`,
    deliveredSubject: (store, order) => `${store} : commande n° ${order} livrée`,
    deliveredTitle: (order) => `Votre commande n° ${order} a été livrée`,
    deliveredIntro: (name, store) =>
      `Bonjour ${name}, votre commande chez ${store} a été livrée. Nous espérons qu’elle vous plaira.`,
    deliveredHelp:
      'S’il manque quelque chose ou si un article ne correspond pas à vos attentes, répondez à cet e-mail et nous arrangerons cela.',
    cancelledSubject: (store, order) => `${store} : commande n° ${order} annulée`,
    cancelledTitle: (order) => `Votre commande n° ${order} a été annulée`,
    cancelledIntro: (name, store, order) => `Bonjour ${name}, ${store} a annulé votre commande n° ${order}.`,
    backToCardInDays: (amount) =>
      `${amount} vous sont remboursés sur votre carte ; l’opération peut prendre quelques jours à apparaître.`,
    nothingCharged: 'Aucun montant ne vous a été débité.',
    refundIntro: (name, amount) =>
      `Bonjour ${name}, nous avons remboursé ${amount} sur la carte utilisée pour le paiement. Le remboursement peut mettre 5 à 10 jours ouvrés à apparaître sur votre relevé.`,
    refundedInFull: (total) => `Votre commande de ${total} est désormais entièrement remboursée.`,
    refundedSoFar: (refunded, total) =>
      `À ce jour, ${refunded} de votre commande de ${total} ont été remboursés.`,
    reason: (reason) => `Motif : ${reason}`,
    returnSubject: (store, title) => `${store} : ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    returnApprovedTitle: (order) => `Votre retour pour la commande n° ${order} est accepté`,
    returnDeclinedTitle: (order) => `Votre retour pour la commande n° ${order} a été refusé`,
    returnCompleteTitle: (order) => `Votre retour pour la commande n° ${order} est terminé`,
    returnApprovedIntro: (name, store, order) =>
      `Bonjour ${name}, ${store} a accepté votre retour pour la commande n° ${order}.`,
    returnItems: (items) => `Articles : ${items}.`,
    returnPack:
      'Emballez soigneusement les articles avec votre numéro de commande à l’intérieur et renvoyez-les-nous. Dès leur arrivée, nous vous rembourserons ou vous enverrons le remplacement.',
    returnQuestionsTo: (address) => `Une question sur le renvoi ? Écrivez à ${address}.`,
    returnDeclinedIntro: (name, store, order) =>
      `Bonjour ${name}, ${store} n’a pas pu accepter votre retour pour la commande n° ${order}.`,
    storesReason: (reason) => `Motif de la boutique : ${reason}`,
    returnReceivedIntro: (name, order) =>
      `Bonjour ${name}, nous avons bien reçu les articles renvoyés pour la commande n° ${order}.`,
    replacementOnItsWay: 'Votre article de remplacement est en route.',
    backToCard: (amount) => `${amount} vous sont remboursés sur votre carte.`,
    replacementCostsMore: (amount) =>
      `Le remplacement coûte ${amount} de plus ; la boutique vous contactera pour le règlement.`,
    nothingLeftToRefund: 'Il n’y avait plus rien à rembourser.',
    editedSubject: (order) => `Votre commande n° ${order} a été modifiée`,
    hello: (name) => `Bonjour ${name},`,
    editedIntro: (store, order) => `${store} a modifié votre commande n° ${order}. Elle contient désormais :`,
    newTotal: (total) => `Nouveau total : ${total}`,
    refundedToCard: (amount) => `Remboursé sur votre carte : ${amount}`,
    stillToPay: (due) => `Reste à payer : ${due}.`,
    linkToFollow: 'La boutique vous enverra un lien pour le régler.',
    payNow: (due) => `Payer ${due} maintenant`,
    renewedSubject: (store, product, order) => `${store} : ${product} renouvelé (commande n° ${order})`,
    renewedTitle: (product) => `Votre abonnement à ${product} a été renouvelé`,
    renewedIntro: (name, amount, order, nextDay) =>
      `Bonjour ${name}, nous avons débité ${amount} sur votre carte enregistrée pour la commande n° ${order}. Votre prochain paiement est prévu le ${nextDay}.`,
    renewalFailedSubject: (store, product) => `${store} : le paiement pour ${product} a échoué`,
    renewalFailedTitle: (product) => `Nous n’avons pas pu renouveler votre abonnement à ${product}`,
    paymentRefused: (name, amount, reason) =>
      `Bonjour ${name}, le paiement de ${amount} a été refusé : ${reason}`,
    retryOn: (day) => `Nous réessaierons le ${day}.`,
    pastDue:
      'Nous avons cessé de réessayer : votre abonnement est désormais impayé. Reprenez-le depuis la page de votre compte pour réessayer.',
    linkSubject: (order, due) => `Commande n° ${order} : ${due} à payer`,
    linkIntro: (name, order, store, due) =>
      `Bonjour ${name}, votre commande n° ${order} chez ${store} a été modifiée et il reste ${due} à payer.`,
    payNowPlain: 'Payer maintenant',
    linkWorksUntil: (when) => `Ce lien est valable jusqu’au ${when}.`,
    paidSubject: (order) => `Paiement reçu pour la commande n° ${order}`,
    paidIntro: (name, store, amount, order) =>
      `Bonjour ${name}, merci : ${store} a bien reçu votre paiement de ${amount} pour la commande n° ${order}.`,
    nothingMoreDue: 'Il ne reste plus rien à payer sur cette commande.',
    invoiceSubject: (store, total) => `Facture de ${store} : ${total}`,
    invoiceTitle: (store) => `Votre facture de ${store}`,
    invoiceIntro: (name, store) =>
      `Bonjour ${name}, ${store} a préparé une commande pour vous. Réglez-la en toute sécurité avec le lien ci-dessous.`,
    includingVat: 'Dont TVA',
  },
  es: {
    confirmationSubject: (store, order) => `Tu pedido n.º ${order} en ${store}`,
    confirmationTitle: (order) => `Gracias por tu pedido n.º ${order}`,
    confirmationIntro: (name, total, processing) =>
      `Hola ${name}, hemos recibido tu pago de ${total}. Tu pedido se procesará en ${processing}.`,
    item: 'Artículo',
    qty: 'Cant.',
    price: 'Precio',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    discount: 'Descuento',
    includesVat: 'IVA incluido',
    vat: 'IVA',
    reverseCharge: 'Inversión del sujeto pasivo: el cliente liquida el IVA',
    total: 'Total',
    shippingTo: 'Envío a:',
    shippedSubject: (store, order) => `${store}: el pedido n.º ${order} ha sido enviado`,
    shippedTitle: (order) => `Tu pedido n.º ${order} está en camino`,
    refundSubject: (store, order) => `Tu reembolso de ${store} del pedido n.º ${order}`,
    refundTitle: (order) => `Reembolso del pedido n.º ${order}`,
    colon: ': ',
    questions: 'Si tienes alguna pregunta, responde a este correo.',
    shippedIntro: (name, store, carrier) =>
      `Hola ${name}, buenas noticias: tu pedido de ${store} se ha enviado con ${carrier}.`,
    inThisParcel: 'En este paquete:',
    restToFollow: (items) =>
      `El resto de tu pedido (${items} ${items === 1 ? 'artículo' : 'artículos'}) llegará en otro paquete.`,
    trackingNumber: 'Número de seguimiento:',
    trackParcel: 'Seguir tu paquete',
    deliveringTo: (address) => `Entrega en: ${address}`,
    deliveredSubject: (store, order) => `${store}: pedido n.º ${order} entregado`,
    deliveredTitle: (order) => `Tu pedido n.º ${order} ha sido entregado`,
    deliveredIntro: (name, store) =>
      `Hola ${name}, tu pedido de ${store} ha sido entregado. Esperamos que lo disfrutes.`,
    deliveredHelp: 'Si falta algo o no es lo que esperabas, responde a este correo y lo solucionaremos.',
    cancelledSubject: (store, order) => `${store}: pedido n.º ${order} cancelado`,
    cancelledTitle: (order) => `Tu pedido n.º ${order} ha sido cancelado`,
    cancelledIntro: (name, store, order) => `Hola ${name}, ${store} ha cancelado tu pedido n.º ${order}.`,
    backToCardInDays: (amount) => `Te devolvemos ${amount} a tu tarjeta; puede tardar unos días en aparecer.`,
    nothingCharged: 'No se te cobró nada por él.',
    refundIntro: (name, amount) =>
      `Hola ${name}, hemos reembolsado ${amount} a la tarjeta con la que pagaste. Puede tardar de 5 a 10 días hábiles en aparecer en tu extracto.`,
    refundedInFull: (total) => `Tu pedido de ${total} ya se ha reembolsado por completo.`,
    refundedSoFar: (refunded, total) =>
      `Hasta ahora se han reembolsado ${refunded} de tu pedido de ${total}.`,
    reason: (reason) => `Motivo: ${reason}`,
    returnSubject: (store, title) => `${store}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    returnApprovedTitle: (order) => `Tu devolución del pedido n.º ${order} ha sido aprobada`,
    returnDeclinedTitle: (order) => `Tu devolución del pedido n.º ${order} ha sido rechazada`,
    returnCompleteTitle: (order) => `Tu devolución del pedido n.º ${order} se ha completado`,
    returnApprovedIntro: (name, store, order) =>
      `Hola ${name}, ${store} ha aprobado tu devolución del pedido n.º ${order}.`,
    returnItems: (items) => `Artículos: ${items}.`,
    returnPack:
      'Empaqueta bien los artículos con tu número de pedido dentro y envíanoslos. Cuando lleguen, te haremos el reembolso o te enviaremos el cambio.',
    returnQuestionsTo: (address) => `¿Dudas sobre el envío de vuelta? Escribe a ${address}.`,
    returnDeclinedIntro: (name, store, order) =>
      `Hola ${name}, ${store} no ha podido aceptar tu devolución del pedido n.º ${order}.`,
    storesReason: (reason) => `Motivo de la tienda: ${reason}`,
    returnReceivedIntro: (name, order) =>
      `Hola ${name}, hemos recibido los artículos que devolviste del pedido n.º ${order}.`,
    replacementOnItsWay: 'Tu cambio está en camino.',
    backToCard: (amount) => `Te devolvemos ${amount} a tu tarjeta.`,
    replacementCostsMore: (amount) =>
      `El cambio cuesta ${amount} más; la tienda se pondrá en contacto contigo para cobrarlo.`,
    nothingLeftToRefund: 'No quedaba nada por reembolsar.',
    editedSubject: (order) => `Tu pedido n.º ${order} se ha modificado`,
    hello: (name) => `Hola ${name}:`,
    editedIntro: (store, order) => `${store} ha modificado tu pedido n.º ${order}. Ahora contiene:`,
    newTotal: (total) => `Nuevo total: ${total}`,
    refundedToCard: (amount) => `Reembolsado a tu tarjeta: ${amount}`,
    stillToPay: (due) => `Pendiente de pago: ${due}.`,
    linkToFollow: 'La tienda te enviará un enlace para pagarlo.',
    payNow: (due) => `Pagar ${due} ahora`,
    renewedSubject: (store, product, order) => `${store}: ${product} renovado (pedido n.º ${order})`,
    renewedTitle: (product) => `Tu suscripción a ${product} se ha renovado`,
    renewedIntro: (name, amount, order, nextDay) =>
      `Hola ${name}, hemos cobrado ${amount} en tu tarjeta guardada por el pedido n.º ${order}. Tu próximo pago vence el ${nextDay}.`,
    renewalFailedSubject: (store, product) => `${store}: el pago de ${product} ha fallado`,
    renewalFailedTitle: (product) => `No hemos podido renovar tu suscripción a ${product}`,
    paymentRefused: (name, amount, reason) => `Hola ${name}, el pago de ${amount} fue rechazado: ${reason}`,
    retryOn: (day) => `Volveremos a intentarlo el ${day}.`,
    pastDue:
      'Hemos dejado de intentarlo, así que tu suscripción tiene ahora un pago pendiente. Reanúdala desde la página de tu cuenta para volver a intentarlo.',
    linkSubject: (order, due) => `Pedido n.º ${order}: ${due} por pagar`,
    linkIntro: (name, order, store, due) =>
      `Hola ${name}, tu pedido n.º ${order} en ${store} se ha modificado y quedan ${due} por pagar.`,
    payNowPlain: 'Pagar ahora',
    linkWorksUntil: (when) => `Este enlace funciona hasta el ${when}.`,
    paidSubject: (order) => `Pago recibido del pedido n.º ${order}`,
    paidIntro: (name, store, amount, order) =>
      `Hola ${name}, gracias: ${store} ha recibido tu pago de ${amount} del pedido n.º ${order}.`,
    nothingMoreDue: 'No queda nada por pagar en este pedido.',
    invoiceSubject: (store, total) => `Factura de ${store}: ${total}`,
    invoiceTitle: (store) => `Tu factura de ${store}`,
    invoiceIntro: (name, store) =>
      `Hola ${name}, ${store} ha preparado un pedido para ti. Págalo de forma segura con el enlace de abajo.`,
    includingVat: 'IVA incluido',
  },
  nl: {
    confirmationSubject: (store, order) => `Je bestelling #${order} bij ${store}`,
    confirmationTitle: (order) => `Bedankt voor je bestelling #${order}`,
    confirmationIntro: (name, total, processing) =>
      `Hallo ${name}, we hebben je betaling van ${total} ontvangen. Je bestelling wordt binnen ${processing} verwerkt.`,
    item: 'Artikel',
    qty: 'Aantal',
    price: 'Prijs',
    subtotal: 'Subtotaal',
    shipping: 'Verzending',
    free: 'Gratis',
    discount: 'Korting',
    includesVat: 'Inclusief btw',
    vat: 'Btw',
    reverseCharge: 'Btw verlegd: de klant draagt de btw af',
    total: 'Totaal',
    shippingTo: 'Verzenden naar:',
    shippedSubject: (store, order) => `${store}: bestelling #${order} is verzonden`,
    shippedTitle: (order) => `Je bestelling #${order} is onderweg`,
    refundSubject: (store, order) => `Je terugbetaling van ${store} voor bestelling #${order}`,
    refundTitle: (order) => `Terugbetaling voor bestelling #${order}`,
    colon: ': ',
    questions: 'Heb je vragen? Beantwoord dan deze e-mail.',
    shippedIntro: (name, store, carrier) =>
      `Hallo ${name}, goed nieuws: je bestelling bij ${store} is verzonden met ${carrier}.`,
    inThisParcel: 'In dit pakket:',
    restToFollow: (items) =>
      `De rest van je bestelling (${items} ${items === 1 ? 'artikel' : 'artikelen'}) volgt in een ander pakket.`,
    trackingNumber: 'Trackingnummer:',
    trackParcel: 'Volg je pakket',
    deliveringTo: (address) => `Bezorgadres: ${address}`,
    deliveredSubject: (store, order) => `${store}: bestelling #${order} bezorgd`,
    deliveredTitle: (order) => `Je bestelling #${order} is bezorgd`,
    deliveredIntro: (name, store) =>
      `Hallo ${name}, je bestelling bij ${store} is bezorgd. We hopen dat je er veel plezier van hebt.`,
    deliveredHelp:
      'Ontbreekt er iets of is iets niet zoals verwacht? Beantwoord deze e-mail en we lossen het op.',
    cancelledSubject: (store, order) => `${store}: bestelling #${order} geannuleerd`,
    cancelledTitle: (order) => `Je bestelling #${order} is geannuleerd`,
    cancelledIntro: (name, store, order) =>
      `Hallo ${name}, ${store} heeft je bestelling #${order} geannuleerd.`,
    backToCardInDays: (amount) =>
      `${amount} wordt teruggestort op je kaart; het kan een paar dagen duren voordat je het ziet.`,
    nothingCharged: 'Er is niets voor in rekening gebracht.',
    refundIntro: (name, amount) =>
      `Hallo ${name}, we hebben ${amount} teruggestort op de kaart waarmee je hebt betaald. Het kan 5 tot 10 werkdagen duren voordat het op je afschrift staat.`,
    refundedInFull: (total) => `Je bestelling van ${total} is nu volledig terugbetaald.`,
    refundedSoFar: (refunded, total) =>
      `Tot nu toe is ${refunded} van je bestelling van ${total} terugbetaald.`,
    reason: (reason) => `Reden: ${reason}`,
    returnSubject: (store, title) => `${store}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    returnApprovedTitle: (order) => `Je retour voor bestelling #${order} is goedgekeurd`,
    returnDeclinedTitle: (order) => `Je retour voor bestelling #${order} is afgewezen`,
    returnCompleteTitle: (order) => `Je retour voor bestelling #${order} is afgerond`,
    returnApprovedIntro: (name, store, order) =>
      `Hallo ${name}, ${store} heeft je retour voor bestelling #${order} goedgekeurd.`,
    returnItems: (items) => `Artikelen: ${items}.`,
    returnPack:
      'Verpak de artikelen goed, met je bestelnummer erin, en stuur ze naar ons terug. Zodra ze aankomen, betalen we je terug of sturen we de vervanging.',
    returnQuestionsTo: (address) => `Vragen over het terugsturen? Schrijf naar ${address}.`,
    returnDeclinedIntro: (name, store, order) =>
      `Hallo ${name}, ${store} kon je retour voor bestelling #${order} niet accepteren.`,
    storesReason: (reason) => `De reden van de winkel: ${reason}`,
    returnReceivedIntro: (name, order) =>
      `Hallo ${name}, we hebben de artikelen ontvangen die je voor bestelling #${order} hebt teruggestuurd.`,
    replacementOnItsWay: 'Je vervanging is onderweg.',
    backToCard: (amount) => `${amount} wordt teruggestort op je kaart.`,
    replacementCostsMore: (amount) =>
      `De vervanging kost ${amount} meer; de winkel neemt contact met je op om dat te innen.`,
    nothingLeftToRefund: 'Er viel niets meer terug te betalen.',
    editedSubject: (order) => `Je bestelling #${order} is gewijzigd`,
    hello: (name) => `Hallo ${name},`,
    editedIntro: (store, order) => `${store} heeft je bestelling #${order} gewijzigd. Deze bevat nu:`,
    newTotal: (total) => `Nieuw totaal: ${total}`,
    refundedToCard: (amount) => `Teruggestort op je kaart: ${amount}`,
    stillToPay: (due) => `Nog te betalen: ${due}.`,
    linkToFollow: 'De winkel stuurt je een link om het te betalen.',
    payNow: (due) => `Betaal nu ${due}`,
    renewedSubject: (store, product, order) => `${store}: ${product} verlengd (bestelling #${order})`,
    renewedTitle: (product) => `Je abonnement op ${product} is verlengd`,
    renewedIntro: (name, amount, order, nextDay) =>
      `Hallo ${name}, we hebben ${amount} van je opgeslagen kaart afgeschreven voor bestelling #${order}. Je volgende betaling is op ${nextDay}.`,
    renewalFailedSubject: (store, product) => `${store}: betaling voor ${product} mislukt`,
    renewalFailedTitle: (product) => `We konden je abonnement op ${product} niet verlengen`,
    paymentRefused: (name, amount, reason) =>
      `Hallo ${name}, de betaling van ${amount} is geweigerd: ${reason}`,
    retryOn: (day) => `We proberen het opnieuw op ${day}.`,
    pastDue:
      'We proberen het niet meer, dus de betaling van je abonnement is nu achterstallig. Hervat het op je accountpagina om het opnieuw te proberen.',
    linkSubject: (order, due) => `Bestelling #${order}: ${due} te betalen`,
    linkIntro: (name, order, store, due) =>
      `Hallo ${name}, je bestelling #${order} bij ${store} is gewijzigd en er is nog ${due} te betalen.`,
    payNowPlain: 'Nu betalen',
    linkWorksUntil: (when) => `Deze link werkt tot ${when}.`,
    paidSubject: (order) => `Betaling ontvangen voor bestelling #${order}`,
    paidIntro: (name, store, amount, order) =>
      `Hallo ${name}, bedankt: ${store} heeft je betaling van ${amount} voor bestelling #${order} ontvangen.`,
    nothingMoreDue: 'Er staat niets meer open voor deze bestelling.',
    invoiceSubject: (store, total) => `Factuur van ${store}: ${total}`,
    invoiceTitle: (store) => `Je factuur van ${store}`,
    invoiceIntro: (name, store) =>
      `Hallo ${name}, ${store} heeft een bestelling voor je klaargezet. Betaal die veilig via de link hieronder.`,
    includingVat: 'Inclusief btw',
  },
  it: {
    confirmationSubject: (store, order) => `Il tuo ordine n. ${order} su ${store}`,
    confirmationTitle: (order) => `Grazie per il tuo ordine n. ${order}`,
    confirmationIntro: (name, total, processing) =>
      `Ciao ${name}, abbiamo ricevuto il tuo pagamento di ${total}. Il tuo ordine sarà elaborato entro ${processing}.`,
    item: 'Articolo',
    qty: 'Qtà',
    price: 'Prezzo',
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    free: 'Gratuita',
    discount: 'Sconto',
    includesVat: 'IVA inclusa',
    vat: 'IVA',
    reverseCharge: "Inversione contabile: l'IVA è a carico del cliente",
    total: 'Totale',
    shippingTo: 'Spedizione a:',
    shippedSubject: (store, order) => `${store}: l'ordine n. ${order} è stato spedito`,
    shippedTitle: (order) => `Il tuo ordine n. ${order} è in viaggio`,
    refundSubject: (store, order) => `Il tuo rimborso di ${store} per l'ordine n. ${order}`,
    refundTitle: (order) => `Rimborso per l'ordine n. ${order}`,
    colon: ': ',
    questions: 'Per qualsiasi domanda, rispondi a questa e-mail.',
    shippedIntro: (name, store, carrier) =>
      `Ciao ${name}, buone notizie: il tuo ordine su ${store} è stato spedito con ${carrier}.`,
    inThisParcel: 'In questo pacco:',
    restToFollow: (items) =>
      `Il resto del tuo ordine (${items} ${items === 1 ? 'articolo' : 'articoli'}) arriverà in un altro pacco.`,
    trackingNumber: 'Numero di tracciamento:',
    trackParcel: 'Traccia il tuo pacco',
    deliveringTo: (address) => `Consegna a: ${address}`,
    deliveredSubject: (store, order) => `${store}: ordine n. ${order} consegnato`,
    deliveredTitle: (order) => `Il tuo ordine n. ${order} è stato consegnato`,
    deliveredIntro: (name, store) =>
      `Ciao ${name}, il tuo ordine su ${store} è stato consegnato. Speriamo che ti piaccia.`,
    deliveredHelp:
      'Se manca qualcosa o non è come te lo aspettavi, rispondi a questa e-mail e sistemeremo tutto.',
    cancelledSubject: (store, order) => `${store}: ordine n. ${order} annullato`,
    cancelledTitle: (order) => `Il tuo ordine n. ${order} è stato annullato`,
    cancelledIntro: (name, store, order) => `Ciao ${name}, ${store} ha annullato il tuo ordine n. ${order}.`,
    backToCardInDays: (amount) =>
      `${amount} ti verranno riaccreditati sulla carta; potrebbero volerci alcuni giorni prima che siano visibili.`,
    nothingCharged: 'Non ti è stato addebitato nulla.',
    refundIntro: (name, amount) =>
      `Ciao ${name}, abbiamo rimborsato ${amount} sulla carta con cui hai pagato. Potrebbero volerci da 5 a 10 giorni lavorativi prima che compaia nel tuo estratto conto.`,
    refundedInFull: (total) => `Il tuo ordine di ${total} è stato ora rimborsato per intero.`,
    refundedSoFar: (refunded, total) =>
      `Finora sono stati rimborsati ${refunded} del tuo ordine di ${total}.`,
    reason: (reason) => `Motivo: ${reason}`,
    returnSubject: (store, title) => `${store}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    returnApprovedTitle: (order) => `Il tuo reso per l'ordine n. ${order} è stato approvato`,
    returnDeclinedTitle: (order) => `Il tuo reso per l'ordine n. ${order} è stato rifiutato`,
    returnCompleteTitle: (order) => `Il tuo reso per l'ordine n. ${order} è completato`,
    returnApprovedIntro: (name, store, order) =>
      `Ciao ${name}, ${store} ha approvato il tuo reso per l'ordine n. ${order}.`,
    returnItems: (items) => `Articoli: ${items}.`,
    returnPack:
      'Imballa bene gli articoli con il numero d’ordine all’interno e rispediscili a noi. Appena arrivano ti rimborseremo o ti invieremo la sostituzione.',
    returnQuestionsTo: (address) => `Domande sulla spedizione di ritorno? Scrivi a ${address}.`,
    returnDeclinedIntro: (name, store, order) =>
      `Ciao ${name}, ${store} non ha potuto accettare il tuo reso per l'ordine n. ${order}.`,
    storesReason: (reason) => `Il motivo del negozio: ${reason}`,
    returnReceivedIntro: (name, order) =>
      `Ciao ${name}, abbiamo ricevuto gli articoli che hai rispedito per l'ordine n. ${order}.`,
    replacementOnItsWay: 'La tua sostituzione è in viaggio.',
    backToCard: (amount) => `${amount} ti verranno riaccreditati sulla carta.`,
    replacementCostsMore: (amount) =>
      `La sostituzione costa ${amount} in più; il negozio ti contatterà per il pagamento.`,
    nothingLeftToRefund: 'Non restava nulla da rimborsare.',
    editedSubject: (order) => `Il tuo ordine n. ${order} è stato modificato`,
    hello: (name) => `Ciao ${name},`,
    editedIntro: (store, order) => `${store} ha modificato il tuo ordine n. ${order}. Ora contiene:`,
    newTotal: (total) => `Nuovo totale: ${total}`,
    refundedToCard: (amount) => `Rimborsato sulla tua carta: ${amount}`,
    stillToPay: (due) => `Ancora da pagare: ${due}.`,
    linkToFollow: 'Il negozio ti invierà un link per pagarlo.',
    payNow: (due) => `Paga ora ${due}`,
    renewedSubject: (store, product, order) => `${store}: ${product} rinnovato (ordine n. ${order})`,
    renewedTitle: (product) => `Il tuo abbonamento a ${product} è stato rinnovato`,
    renewedIntro: (name, amount, order, nextDay) =>
      `Ciao ${name}, abbiamo addebitato ${amount} sulla tua carta salvata per l'ordine n. ${order}. Il prossimo pagamento è previsto il ${nextDay}.`,
    renewalFailedSubject: (store, product) => `${store}: pagamento per ${product} non riuscito`,
    renewalFailedTitle: (product) => `Non siamo riusciti a rinnovare il tuo abbonamento a ${product}`,
    paymentRefused: (name, amount, reason) =>
      `Ciao ${name}, il pagamento di ${amount} è stato rifiutato: ${reason}`,
    retryOn: (day) => `Riproveremo il ${day}.`,
    pastDue:
      'Abbiamo smesso di riprovare, quindi il pagamento del tuo abbonamento è ora scaduto. Riattivalo dalla pagina del tuo account per riprovare.',
    linkSubject: (order, due) => `Ordine n. ${order}: ${due} da pagare`,
    linkIntro: (name, order, store, due) =>
      `Ciao ${name}, il tuo ordine n. ${order} su ${store} è stato modificato e restano da pagare ${due}.`,
    payNowPlain: 'Paga ora',
    linkWorksUntil: (when) => `Questo link è valido fino al ${when}.`,
    paidSubject: (order) => `Pagamento ricevuto per l'ordine n. ${order}`,
    paidIntro: (name, store, amount, order) =>
      `Ciao ${name}, grazie: ${store} ha ricevuto il tuo pagamento di ${amount} per l'ordine n. ${order}.`,
    nothingMoreDue: 'Non resta nulla da pagare per questo ordine.',
    invoiceSubject: (store, total) => `Fattura da ${store}: ${total}`,
    invoiceTitle: (store) => `La tua fattura da ${store}`,
    invoiceIntro: (name, store) =>
      `Ciao ${name}, ${store} ha preparato un ordine per te. Pagalo in modo sicuro con il link qui sotto.`,
    includingVat: 'IVA inclusa',
  },
};

/** The language an order's e-mails are written in: the order's, English when it is not a store language. */
export function emailLanguage(language: string | null | undefined): StoreLanguage {
  return isStoreLanguage(language) ? language : 'en';
}

/** The texts of `language`, English when it is not a store language. */
export function orderEmailTexts(language: string | null | undefined): OrderEmailTexts {
  return ORDER_EMAIL_TEXTS[emailLanguage(language)];
}

/**
 * Money in minor units of the order's currency (pounds unless named) as `language` writes it, with
 * that currency's own minor digits: £12.50 in English, 12,50 £ in German, €12.50, ¥1,250
 * (docs/decisions/0092, 0105).
 */
export function emailMoney(
  language: string | null | undefined,
  currency: string | null | undefined = 'GBP',
): (minor: number) => string {
  const lang = emailLanguage(language);
  const code = currency || 'GBP';
  return (minor) => formatMoneyIn(lang, minorToDecimal(minor, code), code);
}

/** A day as `language` writes it, in UTC: 5 March 2027 in English, 5. März 2027 in German. */
export function emailDay(language: string | null | undefined): (date: Date) => string {
  const locale = localeOf(emailLanguage(language));
  return (date) =>
    date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A moment as `language` writes it, in UTC: English keeps `Date.toUTCString()` (Sun, 06 Dec 2026
 * 20:00:00 GMT), another language its own long date and time (6. Dezember 2026 um 20:00 UTC).
 */
export function emailMoment(language: string | null | undefined): (date: Date) => string {
  const lang = emailLanguage(language);
  if (lang === 'en') return (date) => date.toUTCString();
  return (date) =>
    `${date.toLocaleString(localeOf(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
