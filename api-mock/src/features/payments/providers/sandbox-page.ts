/**
 * The sandbox provider's hosted checkout page: server-rendered HTML without scripts (the Content-Security-
 * Policy allows only its one stylesheet, by hash, and forms posting to itself). Responsive, labelled, usable
 * by keyboard and screen reader, and unmistakably a sandbox: 'Sandbox — no real money'.
 */
import { createHash } from 'node:crypto';
import { CARD_PAYMENT_METHODS, isPaymentMethod, type PaymentMethod } from 'contract';
import type { SandboxPaymentRecord } from '../../../db/repositories/index.js';
import { formatMoney } from '../../discounts/discount-rules.js';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_TEST_CARDS } from './sandbox.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b2330}
.banner{background:#ffd43b;color:#1b2330;text-align:center;font-weight:700;padding:.5rem 1rem}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,50,.12);padding:1.5rem}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#3b4bdb;margin:0 0 1rem}
.brand span{display:inline-block;width:1.5rem;height:1.5rem;border-radius:50%;background:#3b4bdb}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.muted{color:#5a6475;margin:0}
fieldset{border:1px solid #d5dae3;border-radius:8px;margin:1rem 0;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.75rem;align-items:center;min-height:2.75rem;padding:.25rem 0;cursor:pointer}
input{accent-color:#3b4bdb;width:1.25rem;height:1.25rem;margin:0;flex:none}
.choices{display:grid;grid-template-columns:1fr 1fr;gap:.5rem;margin-top:1rem}
button{font:inherit;font-weight:600;border:2px solid transparent;border-radius:8px;padding:.75rem;min-height:3rem;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1b2330;outline-offset:2px}
.paid{background:#1f8b4c;color:#fff}.failed{background:#c92a2a;color:#fff}
.cancelled{background:#fff;color:#1b2330;border-color:#5a6475}.pending{background:#f08c00;color:#1b2330}
.status{font-weight:700}
a{color:#3b4bdb}
@media (max-width:22rem){.choices{grid-template-columns:1fr}}
`;

/** The CSP source of the page's one stylesheet. */
export const SANDBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's policy: nothing but its stylesheet; forms only to this origin; never framed. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${SANDBOX_STYLE_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Sandbox — no real money</div>
<main>
<div class="card">
<p class="brand"><span aria-hidden="true"></span>Sandbox Pay</p>
${body}
</div>
</main>
</body>
</html>`;
}

/** The methods as a provider's page names them (the sandbox page is English, as its banner). */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  sdd: 'SEPA Direct Debit',
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  sct: 'Bank transfer',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  creditcard: 'Credit card',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'eps',
};

const STATUS_TEXT: Record<string, string> = {
  pending: 'is being processed',
  paid: 'has been paid',
  failed: 'has failed',
  cancelled: 'was cancelled',
};

export function checkoutPage(payment: SandboxPaymentRecord): string {
  const amount = formatMoney(payment.amount, payment.currency);
  const merchant = escapeHtml(payment.merchant || 'the merchant');
  const summary = `<h1>Payment to ${merchant}</h1>
<p class="muted">${escapeHtml(payment.description)}</p>
<p class="amount" aria-label="Amount">${escapeHtml(amount)}</p>`;
  if (payment.status !== 'open') {
    return layout(
      'Payment',
      `${summary}<p class="status" role="status">This payment ${STATUS_TEXT[payment.status] ?? 'is closed'}.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Back to ${merchant}</a></p>`,
    );
  }
  const isCard = (CARD_PAYMENT_METHODS as readonly string[]).includes(payment.method);
  const cards = isCard
    ? `<fieldset>
<legend>Test card</legend>
${SANDBOX_TEST_CARDS.map(
  (card, index) =>
    `<label><input type="radio" name="card" value="${card.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.label)}</label>`,
).join('\n')}
</fieldset>`
    : `<p class="muted">Payment method: <strong>${escapeHtml(isPaymentMethod(payment.method) ? METHOD_NAMES[payment.method] : payment.method)}</strong></p>`;
  const consent =
    isCard && payment.storeCard
      ? `<label><input type="checkbox" name="store_card" value="yes" checked> Save this card with Sandbox Pay so ${merchant} can charge it for future purchases I make.</label>`
      : '';
  return layout(
    `Pay ${amount}`,
    `${summary}
<form method="post" action="${SANDBOX_CHECKOUT_PATH}">
<input type="hidden" name="id" value="${escapeHtml(payment.id)}">
${cards}
${consent}
<fieldset>
<legend>Outcome of this test payment</legend>
<div class="choices">
<button class="paid" type="submit" name="outcome" value="paid">Paid</button>
<button class="failed" type="submit" name="outcome" value="failed">Failed</button>
<button class="cancelled" type="submit" name="outcome" value="cancelled">Cancelled</button>
<button class="pending" type="submit" name="outcome" value="pending">Pending</button>
</div>
</fieldset>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Unknown payment',
    '<h1>Unknown payment</h1><p class="muted">This checkout does not exist or has expired.</p>',
  );
}
