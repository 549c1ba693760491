// The fixed texts of a buyer's order e-mails in each store language (docs/decisions/0093): the
// order records the language its buyer checked out in, and its e-mails are written in it. English
// is the fallback for a language not listed.
import { isStoreLanguage, type StoreLanguage } from '@storefleet/contracts';

export type OrderEmailTexts = {
  confirmationSubject: (store: string, order: number) => string;
  confirmationTitle: (order: number) => string;
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
  },
};

/** The texts of `language`, English when it is not a store language. */
export function orderEmailTexts(language: string | null | undefined): OrderEmailTexts {
  return ORDER_EMAIL_TEXTS[isStoreLanguage(language) ? language : 'en'];
}
