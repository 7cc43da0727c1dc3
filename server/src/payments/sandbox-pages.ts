import { CHAINS } from '../contract.ts';
import type { SandboxPaymentRow } from '../db/schema.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: dark light; --bg:#0b1220; --card:#111a2e; --line:#24324f; --text:#e6ecf7; --muted:#9fb0cf;
    --primary:#2563eb; --link:#93c5fd; --bad:#f87171; }
  @media (prefers-color-scheme: light) { :root { --bg:#f3f6fb; --card:#fff; --line:#d6deeb; --text:#0f172a;
    --muted:#475569; --link:#1d4ed8; --bad:#b91c1c; } }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; display:grid; place-items:center; background:var(--bg); color:var(--text);
    font:16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding:24px; }
  main { width:100%; max-width:440px; background:var(--card); border:1px solid var(--line); border-radius:16px;
    padding:28px; box-shadow:0 20px 40px rgb(0 0 0 / .25); }
  .brand { display:flex; justify-content:space-between; align-items:center; font-size:13px; color:var(--muted); }
  .badge { border:1px solid var(--line); border-radius:999px; padding:2px 10px; font-weight:600; white-space:nowrap; }
  h1 { font-size:20px; margin:16px 0 4px; }
  .amount { font-size:34px; font-weight:800; margin:8px 0 20px; font-variant-numeric: tabular-nums; }
  dl { display:grid; grid-template-columns:auto 1fr; gap:8px 16px; margin:0 0 24px; font-size:14px; }
  dt { color:var(--muted); } dd { margin:0; text-align:end; overflow-wrap:anywhere; font-weight:600; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size:13px; }
  .field { border:1px solid var(--line); border-radius:10px; padding:10px 12px; margin-bottom:20px; font-size:14px;
    color:var(--muted); }
  form { margin:0; } .actions { display:grid; gap:10px; }
  button { width:100%; min-height:46px; border-radius:10px; border:1px solid var(--line); font:inherit;
    font-weight:700; cursor:pointer; background:transparent; color:var(--text); }
  button.primary { background:var(--primary); border-color:var(--primary); color:#fff; }
  button:focus-visible, a:focus-visible { outline:3px solid #93c5fd; outline-offset:2px; }
  .note { font-size:13px; color:var(--muted); margin-top:20px; }
  .warn { color:var(--bad); font-weight:600; }
  a { color:var(--link); font-weight:600; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | Sandbox payments</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const button = (action: string, label: string, isPrimary = false) =>
  `<form method="post" action="${escape(action)}"><button type="submit"${isPrimary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

const money = (payment: SandboxPaymentRow) =>
  payment.currency === 'USD'
    ? `$${Number(payment.amount).toFixed(2)}`
    : `${Number(payment.amount).toFixed(2)} ${payment.currency}`;

/** Past the time the provider was asked to hold the checkout or invoice open. */
export const isPastExpiry = (payment: SandboxPaymentRow, now: Date) =>
  payment.expiresAt !== null && payment.expiresAt <= now;

/** The hosted checkout (card) or invoice (crypto) of the sandbox provider: plain HTML, no script at all. */
export function sandboxPage(payment: SandboxPaymentRow, selfPath: string, now: Date): string {
  const brand = `<div class="brand"><span>TradeArena · Sandbox payments</span><span class="badge">TEST MODE</span></div>`;
  if (payment.status !== 'open') {
    const back = payment.status === 'paid' ? payment.successPath : payment.cancelPath;
    return page(
      'Payment closed',
      `${brand}<h1>This payment is ${escape(payment.status)}</h1><p class="note">Nothing more to do here.</p>
       <p><a href="${escape(back)}">Back to TradeArena</a></p>`,
    );
  }
  if (payment.kind === 'card' && isPastExpiry(payment, now))
    return page(
      'Checkout expired',
      `${brand}<h1>This checkout has expired</h1><p class="note">Nothing was charged. Start again from the tournament.</p>
       <p><a href="${escape(payment.cancelPath)}">Back to TradeArena</a></p>`,
    );
  if (payment.kind === 'card') {
    return page(
      'Checkout',
      `${brand}<h1>Pay TradeArena</h1><p class="note">${escape(payment.description)}</p>
       <p class="amount">${escape(money(payment))}</p>
       <div class="field">Test card <code>4242 4242 4242 4242</code> · 12/34 · 123</div>
       <div class="actions">${button(`${selfPath}/pay`, 'Pay', true)}${button(`${selfPath}/decline`, 'Decline')}${button(`${selfPath}/cancel`, 'Cancel')}</div>
       <p class="note">No card is charged: this page stands in for a card provider's hosted checkout.</p>`,
    );
  }
  const chain = payment.chainType ? CHAINS[payment.chainType] : null;
  const isExpired = isPastExpiry(payment, now);
  return page(
    'Crypto invoice',
    `${brand}<h1>USDT invoice</h1><p class="note">${escape(payment.description)}</p>
     <p class="amount">${escape(money(payment))}</p>
     <dl><dt>Chain</dt><dd>${escape(chain ? `${chain.name} (${chain.network})` : '')}</dd>
     <dt>Address</dt><dd><code>${escape(payment.address ?? '')}</code></dd>
     <dt>Expires</dt><dd>${escape(payment.expiresAt?.toISOString().replace('T', ' ').slice(0, 16) ?? '')} UTC</dd></dl>
     ${isExpired ? '<p class="warn">This invoice has expired. A payment sent now is added to your credit instead.</p>' : ''}
     <div class="actions">${button(`${selfPath}/pay`, 'Simulate payment', true)}${button(`${selfPath}/cancel`, 'Cancel')}</div>
     <p class="note">No coins move: "Simulate payment" stands in for the transfer arriving on chain.</p>`,
  );
}

export const sandboxErrorPage = (message: string, backPath: string) =>
  page(
    'Payment not confirmed',
    `<h1>Payment not confirmed</h1><p class="note">${escape(message)}</p>
     <p><a href="${escape(backPath)}">Back to TradeArena</a></p>`,
  );
