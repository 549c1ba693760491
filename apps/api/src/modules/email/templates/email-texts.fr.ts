// The French texts of a buyer's order e-mails (docs/decisions/0093); the keys are email-texts.types.ts's.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const FR_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
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
};
