// The Dutch texts of a buyer's order e-mails (docs/decisions/0093); the keys are email-texts.types.ts's.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const NL_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
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
};
