import { $orderAttribution, readConfigBlock } from '@vitrine/core/behavior';
import { parseCookieHeader } from './cookie-jar.ts';
import { decorateDataLayer } from './data-layer.ts';
import { eventParams } from './event-params.ts';
import { orderAttributionFields } from './order-attribution.ts';
import { CHECKOUT_FORM, hasOwnGroup, stampOrderInputs } from './order-inputs.ts';
import { later, runPending } from './one-task-each.ts';
import { pageViewWriters, type PageView } from './page-view-cookies.ts';
import { takeEarlierPageViews, type NotedPageView } from './page-view-notes.ts';
import { attributionSettings } from './settings.ts';
import { visitorTimeZone } from './time.ts';

/**
 * `fk-attribution`: records where the visitor came from (spec §1, §3.7, §3.8, §5.10, §9.3). Renders nothing.
 * Once per page view it writes the sbjs_* and wffn_* cookies; then it keeps the checkout form's one group of
 * `wc_order_attribution_*` inputs current, publishes the fields in `$orderAttribution` and adds the event
 * parameters to `window.dataLayer` events.
 */

// The element is connected again after every DOM move: a page view is recorded once, whatever happens to it.
let recorded = false;

const cookies = () => parseCookieHeader(document.cookie);

// A page left before its queued steps ran still records its view: cookies written as the page goes are kept.
addEventListener('pagehide', runPending);

/** This page view, after those of earlier pages of this tab that were left before their widget ran. */
function recordOnce(earlier: NotedPageView[], utcOffsetMinutes: number): void {
  if (recorded) return;
  recorded = true;
  const views = [
    ...earlier.map(({ url, referrer, at }) => ({ url, referrer, now: new Date(at) })),
    { url: location.href, referrer: document.referrer, now: new Date() },
  ];
  let visitor: Pick<PageView, 'userAgent' | 'timeZone' | 'utcOffsetMinutes'> | undefined;
  for (const view of views) {
    for (const write of pageViewWriters) {
      later(() => {
        visitor ??= { userAgent: navigator.userAgent, timeZone: visitorTimeZone(), utcOffsetMinutes };
        write(document, { ...view, ...visitor });
      });
    }
  }
}

/**
 * Runs while `fk-attribution` is in the page; what it returns stops it. The page view's cookies, the event
 * parameters and the checkout's fields come each in a task of their own (`one-task-each.ts`), in that order; a
 * checkout sent before then runs them first.
 */
export function startAttribution(): (() => void) | undefined {
  const settings = attributionSettings(readConfigBlock());
  // Taken even when tracking is off: the loader's notes must not outlive the page that could have used them.
  const earlier = takeEarlierPageViews(() => sessionStorage, location.origin, performance.timeOrigin, Date.now());
  if (!settings.allowTracking) return;
  recordOnce(earlier, settings.utcOffsetMinutes);
  let stopped = false;

  // Fields are read from the cookies each time, so another tab's newer visit is what the order carries.
  const refresh = (): void => {
    const fields = orderAttributionFields(cookies());
    $orderAttribution.set(fields);
    const form = document.querySelector<HTMLFormElement>(CHECKOUT_FORM);
    if (form) stampOrderInputs(form, fields);
  };
  const form = document.querySelector<HTMLFormElement>(CHECKOUT_FORM);
  // Checkout updates may re-render parts of the form: put the group back when it goes missing or doubles.
  const observer = new MutationObserver(() => {
    if (form && !hasOwnGroup(form)) refresh();
  });
  later(
    // The viewer's roles are printed once for the whole page, in the page builder's section (popup rules use them).
    () => {
      if (!stopped)
        decorateDataLayer(window as { dataLayer?: unknown }, () => eventParams(new Date(), settings.utcOffsetMinutes, cookies(), settings.userRoles));
    },
    () => {
      if (stopped) return;
      refresh();
      if (form) observer.observe(form, { childList: true, subtree: true });
      // The page view is in the cookies, the event parameters and the fields: what a trace or a journey can wait for.
      performance.mark?.('vitrine:attributed');
    },
  );
  // Capture phase: runs before WooCommerce's own submit handler serializes the form.
  const onSubmit = (event: Event): void => {
    if (event.target !== form) return;
    runPending();
    refresh();
  };
  document.addEventListener('submit', onSubmit, true);
  return () => {
    stopped = true;
    observer.disconnect();
    document.removeEventListener('submit', onSubmit, true);
  };
}
