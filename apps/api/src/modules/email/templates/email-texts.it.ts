// The Italian texts of a buyer's order e-mails (docs/decisions/0093); the keys are email-texts.types.ts's.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const IT_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
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
  refundedSoFar: (refunded, total) => `Finora sono stati rimborsati ${refunded} del tuo ordine di ${total}.`,
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
};
