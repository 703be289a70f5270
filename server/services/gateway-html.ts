import type { Db } from '../db/client';
import { readSettings } from './config';

/** The demo gateway's plain HTML pages (no script; a form POST): layout, messages, money. */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function gatewayPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; color: CanvasText; }
  main { max-width: 26rem; padding: 2rem; border: 1px solid GrayText; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  .pay { background: #0b6b3a; color: #fff; }
  .fail { background: transparent; color: CanvasText; border-color: currentColor; }
  a { color: LinkText; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The demo gateway's words (tests find its page and buttons by them). */
export const GATEWAY_WORDS = {
  heading: 'Demo payment',
  about: "This is the storefront's demo gateway: no money moves. Choose what the payment does.",
  pay: (money: string) => `Pay ${money}`,
  fail: 'Fail',
};

/**
 * The demo payment page: what is paid (`facts`, label and value), and Pay or Fail posted to
 * `/payment-mobile` with the request it answers (`request`: its field and id).
 */
export function demoPaymentPage(
  title: string,
  facts: [label: string, value: string][],
  request: { field: 'request' | 'fund'; id: string },
  money: string,
): string {
  const rows = facts
    .map(([label, value]) => `  <dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return gatewayPage(
    title,
    `<h1>${GATEWAY_WORDS.heading}</h1>
<p>${escapeHtml(GATEWAY_WORDS.about)}</p>
<dl>
${rows}
</dl>
<form method="post" action="/payment-mobile">
  <input type="hidden" name="${request.field}" value="${escapeHtml(request.id)}">
  <div class="actions">
    <button type="submit" class="pay" name="action" value="pay">${escapeHtml(GATEWAY_WORDS.pay(money))}</button>
    <button type="submit" class="fail" name="action" value="fail">${GATEWAY_WORDS.fail}</button>
  </div>
</form>`,
  );
}

export function messagePage(title: string, message: string, back?: string): string {
  return gatewayPage(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>${
      back ? `\n<p><a href="${escapeHtml(back)}">Back to the store</a></p>` : ''
    }`,
  );
}

async function currency(db: Db): Promise<{ symbol: string; left: boolean; digits: number }> {
  const s = await readSettings(db);
  return {
    symbol: typeof s.currency_symbol === 'string' ? s.currency_symbol : '',
    left: s.currency_symbol_direction !== 'right',
    digits: Number.isInteger(s.digit_after_decimal_point) ? Number(s.digit_after_decimal_point) : 2,
  };
}

/** The amount as the business writes money (symbol side, decimals). */
export async function formatMoney(db: Db, value: number): Promise<string> {
  const c = await currency(db);
  const amount = value.toFixed(c.digits);
  return c.left ? `${c.symbol}${amount}` : `${amount}${c.symbol}`;
}
