// The order timeline as other domains reach it (refunds, e-mail): record what happened to an order
// in the transaction that made it happen. The queries behind it are in order-events.queries.ts.
export {
  listOrderEvents,
  type NewOrderEvent,
  recordOrderEvent,
  recordOrderEvents,
} from './order-events.queries.ts';
