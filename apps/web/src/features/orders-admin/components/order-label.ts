// How an order is named to people: its store's number (#1001…); the id stays internal.
export function orderLabel(order: { id: number; orderNumber: number | null }): string {
  return `#${order.orderNumber ?? order.id}`;
}
