// The German texts of a buyer's order e-mails (docs/decisions/0093); the keys are email-texts.types.ts's.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const DE_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
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
  cancelledIntro: (name, store, order) => `Hallo ${name}, ${store} hat Ihre Bestellung #${order} storniert.`,
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
};
