// The demo stores' legal pages (content keys terms_conditions and returns_refunds): HTML using only
// h2, p, ul, li and strong, with the store's own name and support address written in.

export type LegalStore = { name: string; supportEmail: string };

export function termsHtml({ name, supportEmail }: LegalStore): string {
  return `<h2>About these terms</h2>
<p>These terms and conditions apply to every order placed with <strong>${name}</strong> through this website. By placing an order you confirm that you are at least 18 years old, that the details you give us are accurate, and that you accept these terms. Please read them carefully and keep a copy for your records.</p>
<h2>Orders and contract</h2>
<p>When you place an order you will receive an e-mail confirming that we have received it. A contract between you and ${name} is formed only when we dispatch your goods or confirm your collection. We may decline an order, for example when an item is out of stock or a price has been shown in error; if we do, we will tell you promptly and refund any payment in full.</p>
<h2>Prices and payment</h2>
<ul>
<li>All prices are shown in pounds sterling (GBP) and include VAT where it applies.</li>
<li>Delivery charges are shown at checkout before you pay and are added to your order total.</li>
<li>Payment is taken by card when you place your order. Card details are handled by our payment provider and are never stored by us.</li>
</ul>
<h2>Delivery</h2>
<p>We aim to dispatch orders within the processing time shown in your confirmation e-mail. Delivery estimates are given in good faith but are not guaranteed. Risk in the goods passes to you once they are delivered to the address you gave us, and ownership passes once we have received payment in full.</p>
<h2>Product information</h2>
<p>We take care to describe and photograph our products accurately. Colours may look slightly different on your screen, and sizes can vary by a small amount between production runs. Please check the size guide before ordering.</p>
<h2>Your rights</h2>
<p>Nothing in these terms affects your <strong>statutory rights</strong> as a consumer under the Consumer Rights Act 2015 or the Consumer Contracts Regulations 2013. Our returns and refunds policy explains how to cancel an order or return an item.</p>
<h2>Liability</h2>
<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for loss that was not foreseeable, nor for losses to a business.</p>
<h2>Contact us</h2>
<p>If you have any questions about these terms or your order, please e-mail <strong>${supportEmail}</strong>. These terms are governed by the law of England and Wales.</p>`;
}

export function returnsHtml({ name, supportEmail }: LegalStore): string {
  return `<h2>Our promise</h2>
<p>We want you to love everything you buy from <strong>${name}</strong>. If something is not right, you can return it within <strong>30 days</strong> of delivery for a full refund or an exchange. This is in addition to your legal right to cancel an online order within 14 days.</p>
<h2>What you can return</h2>
<ul>
<li>Items that are unworn, unwashed and in their original condition, with any tags still attached.</li>
<li>Items that are faulty or damaged when they arrive, at any time within 30 days.</li>
<li>Items that are not what you ordered, for example the wrong size or colour.</li>
</ul>
<p>For reasons of hygiene, we cannot accept returns of face coverings or earrings once they have been unsealed, unless they are faulty.</p>
<h2>How to return an item</h2>
<ul>
<li>E-mail <strong>${supportEmail}</strong> with your order number and the items you are returning.</li>
<li>Pack the items securely, with a note of your order number inside the parcel.</li>
<li>Send the parcel to the returns address we give you, using a tracked service, and keep your proof of postage.</li>
</ul>
<h2>Refunds</h2>
<p>Once your return reaches us we will inspect it and e-mail you within 5 working days. Approved refunds are made to the card you paid with, and usually appear in your account within 5 to 10 working days, depending on your bank. If you return a whole order within 14 days of delivery we also refund the standard delivery charge.</p>
<h2>Return postage</h2>
<p>Return postage is free for faulty or incorrect items: we will send you a prepaid label. For other returns the cost of postage is yours, unless you are exchanging an item for a different size.</p>
<h2>Exchanges</h2>
<p>If you would like a different size or colour, say so in your e-mail and we will reserve the replacement while your return is on its way. If the replacement costs more or less, we will take or refund the difference.</p>
<h2>Questions</h2>
<p>Our team answers every message within one working day. Contact <strong>${supportEmail}</strong> and we will be happy to help.</p>`;
}
