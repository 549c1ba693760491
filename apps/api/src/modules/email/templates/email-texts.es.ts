// The Spanish texts of a buyer's order e-mails (docs/decisions/0093); the keys are email-texts.types.ts's.
import type { OrderEmailTexts } from './email-texts.types.ts';

export const ES_ORDER_EMAIL_TEXTS: OrderEmailTexts = {
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
  refundedSoFar: (refunded, total) => `Hasta ahora se han reembolsado ${refunded} de tu pedido de ${total}.`,
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
};
