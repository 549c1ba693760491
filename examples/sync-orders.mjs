#!/usr/bin/env node
// Sends a store's new orders to a warehouse and marks them shipped, with a store API key and the
// typed client (@storefleet/client). "New" is paid and not sent yet: status `paid`, nothing
// shipped. Run it from a cron job or by hand:
//
//   STOREFLEET_URL=https://shop.example.com STOREFLEET_API_KEY=sf_live_… node examples/sync-orders.mjs
//
// The key needs the scopes orders:read and orders:write (Settings → API Keys; docs/api.md).
// Optional: STOREFLEET_CARRIER (royal_mail, dpd, evri, ups, dhl or other; default other) and
// STOREFLEET_NOTIFY=false to ship without e-mailing the customer. It prints one line per order and
// exits 1 if any order could not be marked shipped.
import { createStorefleetClient, errorMessage } from '@storefleet/client';

// biome-ignore lint/style/noProcessEnv: a command-line example is configured by its environment
const env = process.env;
if (!env.STOREFLEET_URL || !env.STOREFLEET_API_KEY) {
  console.error('Set STOREFLEET_URL (the store’s address) and STOREFLEET_API_KEY (an sf_live_… key).');
  process.exit(2);
}
const client = createStorefleetClient({ baseUrl: env.STOREFLEET_URL, apiKey: env.STOREFLEET_API_KEY });
const carrier = env.STOREFLEET_CARRIER ?? 'other';
const notifyCustomer = env.STOREFLEET_NOTIFY !== 'false';

/** Every paid order not shipped yet, oldest first (the list is newest first, 200 a page). */
async function newOrders() {
  const found = [];
  for (let offset = 0; ; offset += 200) {
    const { data, error, response } = await client.GET('/api/admin/orders', {
      params: { query: { status: 'paid', limit: 200, offset } },
    });
    if (error) throw new Error(`Listing orders failed: ${errorMessage(error, response)}`);
    found.push(...data.filter((order) => order.fulfillmentStatus === 'unfulfilled'));
    if (data.length < 200) return found.reverse();
  }
}

/** Here a real sync would hand the order to the warehouse and get its tracking number back. */
function sendToWarehouse(order) {
  return { trackingNumber: `WH-${order.orderNumber ?? order.id}` };
}

let failed = 0;
const orders = await newOrders();
console.log(`${orders.length} new order${orders.length === 1 ? '' : 's'}`);
for (const order of orders) {
  const { trackingNumber } = sendToWarehouse(order);
  const { data, error, response } = await client.POST('/api/admin/orders/{id}/fulfilments', {
    params: { path: { id: order.id } },
    body: { carrier, trackingNumber, notifyCustomer },
  });
  if (error) {
    failed += 1;
    console.error(`#${order.orderNumber ?? order.id}: not shipped: ${errorMessage(error, response)}`);
  } else {
    console.log(`#${order.orderNumber ?? order.id} ${order.customerName}: ${data.status}, ${trackingNumber}`);
  }
}
process.exit(failed ? 1 : 0);
