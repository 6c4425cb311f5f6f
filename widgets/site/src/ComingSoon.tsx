import { useEffect } from 'react';
import { getConfig, setNonce, t, type WidgetProps } from '@vitrine/core';
import { sendBannerDismissal } from './banner-calls.ts';
import { restRoute } from './banner-model.ts';
import './french.ts';

/**
 * `fk-coming-soon`: WooCommerce's "coming soon" footer banner (`#coming-soon-footer-banner` with
 * `a.coming-soon-footer-banner-dismiss[data-rest-url][data-rest-nonce]`, spec §2.11, §4.3, §7.2). The dismiss
 * link stores the choice in the user's meta through REST with `X-WP-Nonce`; the banner hides when the request
 * completes, whatever the answer (a failure costs the shopper nothing but seeing it again next time).
 */

const BANNER = '#coming-soon-footer-banner';
const DISMISS = '.coming-soon-footer-banner-dismiss';

/** WooCommerce prints the dismiss link empty and without href: make it a named, focusable button. */
function makeButton(link: HTMLElement): void {
  link.setAttribute('role', 'button');
  if (!link.hasAttribute('tabindex')) link.tabIndex = 0;
  if (!link.textContent?.trim() && !link.hasAttribute('aria-label')) link.setAttribute('aria-label', t('Dismiss'));
}

export function ComingSoon({ host }: WidgetProps) {
  useEffect(() => {
    const banner = host.querySelector<HTMLElement>(BANNER) ?? host;
    const link = banner.querySelector<HTMLElement>(DISMISS);
    if (!link) return;
    makeButton(link);
    const dismiss = async (event: Event): Promise<void> => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (link.getAttribute('aria-disabled') === 'true') return;
      link.setAttribute('aria-disabled', 'true');
      // The banner's own nonce was printed with it; the config's is the fallback.
      if (link.dataset.restNonce) setNonce('wp_rest', link.dataset.restNonce);
      const route = restRoute(link.dataset.restUrl ?? '', getConfig().endpoints.rest_url, location.href);
      try {
        await sendBannerDismissal(route);
      } catch {
        // Not read, as with WooCommerce: the banner hides either way.
      } finally {
        // Inline, as WooCommerce's .hide(): the theme's banner styles (display:flex…) cannot bring it back.
        banner.style.display = 'none';
      }
    };
    const onEvent = (event: Event): void => void dismiss(event);
    link.addEventListener('click', onEvent);
    link.addEventListener('keydown', onEvent);
    return () => {
      link.removeEventListener('click', onEvent);
      link.removeEventListener('keydown', onEvent);
    };
  }, [host]);
  return null;
}
