/** The sandbox provider's pay page: plain server-rendered HTML, marked 沙箱 so nobody mistakes it for a real checkout. */

import { yuan } from '../../src/core/format';
import type { PaymentOrderRow } from '../db/payment-orders';
import type { Lang } from '../http/messages';

const TEXT = {
  zh: {
    title: '沙箱支付',
    badge: '沙箱 · SANDBOX',
    note: '这是测试用的沙箱收银台，不会产生真实扣款。',
    order: '订单号',
    item: '商品',
    amount: '金额',
    pay: '支付',
    cancel: '取消',
    gone: '订单不存在',
    settled: {
      paid: '该订单已支付',
      cancelled: '该订单已取消',
      expired: '该订单已过期',
      refunded: '该订单已退款',
      pending: '',
    },
    back: '返回',
  },
  'zh-Hant': {
    title: '沙箱付款',
    badge: '沙箱 · SANDBOX',
    note: '這是測試用的沙箱收銀台，不會產生真實扣款。',
    order: '訂單編號',
    item: '商品',
    amount: '金額',
    pay: '付款',
    cancel: '取消',
    gone: '訂單不存在',
    settled: {
      paid: '該訂單已付款',
      cancelled: '該訂單已取消',
      expired: '該訂單已過期',
      refunded: '該訂單已退款',
      pending: '',
    },
    back: '返回',
  },
  en: {
    title: 'Sandbox payment',
    badge: 'SANDBOX',
    note: 'This is a sandbox checkout for testing: no real money is taken.',
    order: 'Order',
    item: 'Item',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    gone: 'This order does not exist',
    settled: {
      paid: 'This order is paid',
      cancelled: 'This order was cancelled',
      expired: 'This order has expired',
      refunded: 'This order was refunded',
      pending: '',
    },
    back: 'Back',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif}
body{margin:0;background:#f4f4f6;color:#1c1c1e;min-height:100vh;display:flex;flex-direction:column}
@media (prefers-color-scheme:dark){body{background:#111113;color:#f2f2f4}.card{background:#1d1d20!important}}
.banner{background:repeating-linear-gradient(45deg,#f5b300 0 14px,#1c1c1e 14px 28px);padding:6px}
.banner span{display:block;background:#f5b300;color:#1c1c1e;font-weight:700;text-align:center;padding:6px;letter-spacing:.2em}
main{flex:1;padding:24px 16px;max-width:480px;margin:0 auto;width:100%;box-sizing:border-box}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.note{opacity:.7;font-size:14px;margin:0 0 16px}
dl{margin:0 0 20px}dl div{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #8883}
dt{opacity:.7}dd{margin:0;font-weight:600;word-break:break-all;text-align:right}
.amount{font-size:28px;color:#e5322d}
form{display:flex;flex-direction:column;gap:12px}
button,a.button{min-height:48px;border-radius:24px;border:0;font-size:17px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;display:flex;align-items:center;justify-content:center}
.pay{background:#e5322d;color:#fff}.cancel{background:transparent;color:inherit;border:1px solid #8886!important}
`;

/** The page for `order` (null: unknown), in the reader's language; `back` is the app page to return to. */
export function sandboxPage(order: PaymentOrderRow | null, lang: Lang, back: string): string {
  const t = TEXT[lang];
  const amount = order ? yuan(order.amount_cents) : '';
  let body: string;
  if (!order) {
    body = `<h1>${t.gone}</h1>`;
  } else if (order.status !== 'pending' || order.expires_at <= Date.now() / 1000) {
    const state = order.status === 'pending' ? t.settled.expired : t.settled[order.status];
    body = `<h1 data-testid="sandbox-settled">${state}</h1>
      <a class="button cancel" href="${escapeHtml(back)}">${t.back}</a>`;
  } else {
    body = `<h1>${t.title}</h1><p class="note">${t.note}</p>
      <dl>
        <div><dt>${t.item}</dt><dd>${escapeHtml(order.title)}</dd></div>
        <div><dt>${t.order}</dt><dd>${escapeHtml(order.order_no)}</dd></div>
        <div><dt>${t.amount}</dt><dd class="amount" data-testid="sandbox-amount">${amount}</dd></div>
      </dl>
      <form method="post">
        <button class="pay" name="action" value="pay" data-testid="sandbox-pay">${t.pay}</button>
        <button class="cancel" name="action" value="cancel" data-testid="sandbox-cancel">${t.cancel}</button>
      </form>`;
  }
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head>
<body><div class="banner"><span data-testid="sandbox-badge">${t.badge}</span></div>
<main><div class="card">${body}</div></main></body></html>`;
}
