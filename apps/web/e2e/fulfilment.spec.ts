// Shipping with tracking and the order timeline: a new customer buys with the sandbox
// card and sets their password from the e-mail (read through the development mailbox); the store
// owner marks the order shipped with a tracking number from the order view, sees it on the
// timeline and adds a note; the customer opens their account and finds the tracking link. Then a
// partial shipment (ADR 0026): one line goes in a first parcel, the rest in a second, the first is
// marked delivered on its own, and the customer's account shows each parcel with what is in it.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import {
  addClassicTee,
  addSimpleProduct,
  closeDrawer,
  fillCard,
  fillShippingInformation,
  mailTo,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { choose, escapeFrom, screenshots, toast } from './ui.ts';

test('ship an order with tracking, see the timeline, then the customer follows the link from their account', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('parcel');
  const tracking = '15501234567890';
  const trackingUrl = `https://track.dpd.co.uk/parcels/${tracking}`;

  // A new customer buys with the sandbox card.
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  const success = await orderConfirmed(page);
  await expect(success).toContainText('Your account has been created');

  // The owner ships it from the order view, with DPD's tracking page built from the number.
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^View order #\d+$/ }).click();
  const order = page.getByRole('dialog', { name: /^Order #\d+$/ });
  // The store's order number (#1001…) the dialog is titled with; e-mails and the account page show it too.
  const orderId = Number((await order.getByRole('heading').first().textContent())?.replace(/\D/g, ''));
  expect(orderId).toBeGreaterThan(1000);
  const timeline = order.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Order placed by Ada Lovelace');
  await expect(timeline).toContainText('Payment of £');
  await expect(order).toContainText('Not shipped yet.');
  await order.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: /^Mark order #\d+ as shipped$/ });
  await choose(page, 'Carrier', 'DPD', { scope: ship, exact: true });
  await ship.getByLabel('Tracking number').fill(tracking);
  await expect(ship).toContainText(`Leave empty to use ${trackingUrl}`);
  await expect(ship.getByRole('checkbox', { name: 'Notify customer' })).toBeChecked();
  await screenshots(page, testInfo, 'ship-dialog');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order marked as shipped').first()).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(order.getByRole('link', { name: 'Track parcel' })).toHaveAttribute('href', trackingUrl);
  await expect(timeline.getByRole('listitem').first()).toContainText(
    `Shipped with DPD, tracking number ${tracking}; customer notified`,
  );
  await expect(timeline.getByRole('listitem').first()).toContainText('demo-owner');
  await expect(order.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(order.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // A staff note: refused empty, then kept at the top of the timeline.
  await order.getByRole('button', { name: 'Add note' }).click();
  await expect(order.getByText('Please write a note')).toBeVisible();
  await order.getByLabel('Add a note').fill('Left with the neighbour at no. 14');
  await order.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.getByRole('listitem').first()).toContainText('Left with the neighbour at no. 14');
  await expect(order.getByLabel('Add a note')).toHaveValue('');
  await timeline.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'order-timeline');
  // The note's button is off while the note saves: the focus goes back to the note box, inside the
  // dialog, so Escape is the dialog's.
  await expect(order.getByLabel('Add a note')).toBeFocused();
  await escapeFrom(page, order);
  await expect(row).toContainText('Shipped');
  await signOut(page);

  // The customer's e-mails, read through the development mailbox: the shipping notice carries the
  // tracking link; the new-customer e-mail carries the set-password link.
  const mine = await mailTo(request, email);
  const notice = mine.find((m) => m.subject.includes(`order #${orderId} has shipped`));
  expect(notice?.links).toContain(trackingUrl);
  const setPassword = mine.flatMap((m) => m.links).find((link) => link.includes('/set-password?token='));
  expect(setPassword).toBeTruthy();

  await page.goto(setPassword!);
  await page.getByLabel('New password').fill('parcel-password-1');
  await page.getByLabel('Confirm password').fill('parcel-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  // The e-mailed link is at the store's own address (ADR 0073); sign-in follows there.
  await expect(page).toHaveURL(/\/\/demo\.localhost:\d+\/login$/);
  await login(page, email, 'parcel-password-1', '/account');
  const history = page.getByRole('region', { name: 'Order History' });
  const bought = history.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(bought).toContainText('Shipped');
  await expect(bought).toContainText(`DPD · ${tracking}`);
  await expect(bought.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', trackingUrl);
  await screenshots(page, testInfo, 'account-tracking');
});

test('ship part of an order, then the rest, mark one shipment delivered, and the customer sees each parcel', async ({
  page,
  request,
}, testInfo) => {
  // A purchase, two shipments, a delivery and a password set from the e-mail: a long journey.
  test.setTimeout(120_000);
  const email = uniqueEmail('parcels');

  // A new customer buys two things: the tote bag and a tee.
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await closeDrawer(page);
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(await orderConfirmed(page)).toContainText('Your account has been created');

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^View order #\d+$/ }).click();
  const order = page.getByRole('dialog', { name: /^Order #\d+$/ });
  const orderId = Number((await order.getByRole('heading').first().textContent())?.replace(/\D/g, ''));
  const timeline = order.getByRole('list', { name: 'Order timeline' });

  // First parcel: only the tote bag (the tee's quantity set to 0).
  await order.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: /^Mark order #\d+ as shipped$/ });
  await expect(ship.getByLabel('Quantity of Canvas Tote Bag to ship')).toHaveValue('1');
  await ship.getByLabel('Quantity of Classic Logo Tee to ship').fill('0');
  await expect(ship).toContainText('Only the chosen items ship; the rest stays unfulfilled');
  await choose(page, 'Carrier', 'Royal Mail', { scope: ship, exact: true });
  await ship.getByLabel('Tracking number').fill('RM111111111GB');
  await screenshots(page, testInfo, 'ship-dialog-partial');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Shipment saved: part of the order is shipped').first()).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'Partly shipped with Royal Mail, tracking number RM111111111GB (1 × Canvas Tote Bag); customer notified',
  );
  await expect(order).toContainText('Still to ship: 1 × Classic Logo Tee');
  await expect(order.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);

  // Second parcel: everything remaining, the default.
  await order.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByLabel('Quantity of Classic Logo Tee to ship')).toHaveValue('1');
  await expect(ship.getByLabel('Quantity of Canvas Tote Bag to ship')).toHaveCount(0);
  await choose(page, 'Carrier', 'DPD', { scope: ship, exact: true });
  await ship.getByLabel('Tracking number').fill('15509999999999');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order marked as shipped').first()).toBeVisible();
  await expect(order).not.toContainText('Still to ship');
  const shipments = order.getByRole('list', { name: 'Shipments' });
  await expect(shipments.getByRole('listitem')).toHaveCount(2);

  // The first parcel arrives: marked delivered on its own, the order stays shipped.
  await order.getByRole('button', { name: 'Mark shipment RM111111111GB delivered' }).click();
  const arrive = page.getByRole('dialog', { name: 'Mark shipment Royal Mail · RM111111111GB as delivered' });
  await arrive.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(toast(page, 'Shipment marked as delivered').first()).toBeVisible();
  await expect(shipments.getByRole('listitem').first()).toContainText(' · delivered ');
  await expect(order.getByRole('button', { name: 'Mark shipment RM111111111GB delivered' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Mark shipment 15509999999999 delivered' })).toBeVisible();
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'Shipment Royal Mail RM111111111GB marked as delivered',
  );
  await shipments.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'shipping-panel-partial');
  await escapeFrom(page, order);
  await signOut(page);

  // Each parcel's e-mail lists what is in it; the customer sets a password from their e-mail.
  const mine = await mailTo(request, email);
  const notices = mine.filter((m) => m.subject.includes(`order #${orderId} has shipped`));
  expect(notices).toHaveLength(2);
  expect(notices.map((n) => n.text).join('\n')).toContain('- 1 × Canvas Tote Bag');
  expect(notices.map((n) => n.text).join('\n')).toContain('- 1 × Classic Logo Tee');
  const setPassword = mine.flatMap((m) => m.links).find((link) => link.includes('/set-password?token='));
  await page.goto(setPassword!);
  await page.getByLabel('New password').fill('parcels-password-1');
  await page.getByLabel('Confirm password').fill('parcels-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/\/demo\.localhost:\d+\/login$/);
  await login(page, email, 'parcels-password-1', '/account');
  const bought = page
    .getByRole('region', { name: 'Order History' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderId}` });
  await expect(bought).toContainText('Parcel 1 of 2:');
  await expect(bought).toContainText('Royal Mail · RM111111111GB');
  await expect(bought).toContainText('DPD · 15509999999999');
  await expect(bought).toContainText('1 × Classic Logo Tee');
  await expect(bought.getByRole('link', { name: 'Track your parcel' })).toHaveCount(2);
  await screenshots(page, testInfo, 'account-parcels');
});
