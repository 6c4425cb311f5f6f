import { html, type Html } from '../../http/html.ts';
import type { Notice } from '../../session/notices.ts';

/** One notice as WooCommerce prints it; errors are grouped in one list. */
function noticeBody(n: Notice): Html {
  return html`${n.link ? html`<a href="${n.link.href}" class="button wc-forward">${n.link.text}</a> ` : ''}${n.message}`;
}

/** The notice area at the top of main; `fk-notices` enhances it (focus, scroll). */
export function noticesArea(notices: readonly Notice[]): Html {
  const errors = notices.filter((n) => n.kind === 'error');
  const others = notices.filter((n) => n.kind !== 'error');
  return html`<fk-notices><div class="woocommerce-notices-wrapper">${
    errors.length ? html`<ul class="woocommerce-error" role="alert">${errors.map((n) => html`<li>${noticeBody(n)}</li>`)}</ul>` : ''
  }${others.map((n) =>
    n.kind === 'success'
      ? html`<div class="woocommerce-message" role="alert">${noticeBody(n)}</div>`
      : html`<div class="woocommerce-info" role="status">${noticeBody(n)}</div>`,
  )}</div></fk-notices>`;
}
