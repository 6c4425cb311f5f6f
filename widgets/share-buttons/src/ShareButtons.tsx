import { useEffect } from 'react';
import { t, type WidgetProps } from '@vitrine/core';
import { NETWORK_NAMES, networkOf, type Network, shareAction, sharedImage, sharedUrl, shareUrl, type SharedPage } from './model.ts';
import './french.ts';

/**
 * `fk-share-buttons`: wraps the server's share links (`<a data-network="facebook" href="…">`, which work without
 * JavaScript) and a print button. Each link's address is built again from the page's canonical address and title
 * (model.ts), each control gets its French name, and a press opens the network in a sized window (a new tab on a
 * phone), prints, or hands the link to the mail client.
 */

export interface ShareButtonsProps extends WidgetProps {
  /** The address to share instead of the page's (Elementor's « URL personnalisée »). */
  shareUrl?: string;
  /** The title to share instead of the page's. */
  shareTitle?: string;
  /** The image to share (Pinterest, VK, Odnoklassniki) instead of the page's `og:image`. */
  shareImage?: string;
}

const meta = (property: string): string | null => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

function sharedPage(url: string | undefined, title: string | undefined, image: string | undefined): SharedPage {
  const canonical = url ?? document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const shared: SharedPage = {
    url: sharedUrl(canonical, location.href),
    title: (title ?? meta('og:title') ?? document.title).trim(),
  };
  const picture = sharedImage(image ?? meta('og:image'), location.href);
  if (picture) shared.image = picture;
  return shared;
}

function accessibleName(network: Network): string {
  if (network === 'print') return t('Print this page');
  if (network === 'email') return t('Share by e-mail');
  return t('Share on {network}', { network: NETWORK_NAMES[network] });
}

/** Gives each control its address and name; the print button, useless without JavaScript, is printed hidden. */
function prepare(host: HTMLElement, page: SharedPage): void {
  for (const control of host.querySelectorAll<HTMLElement>('[data-network]')) {
    const network = networkOf(control.dataset.network);
    if (!network) continue;
    control.setAttribute('aria-label', accessibleName(network));
    if (network === 'print') {
      control.hidden = false;
      continue;
    }
    if (!(control instanceof HTMLAnchorElement)) continue;
    control.href = shareUrl(network, page);
    if (network !== 'email' && network !== 'viber') {
      control.target = '_blank';
      control.rel = 'noopener noreferrer';
    }
  }
}

export function ShareButtons({ host, shareUrl: url, shareTitle: title, shareImage: image }: ShareButtonsProps) {
  useEffect(() => prepare(host, sharedPage(url, title, image)), [host, url, title, image]);

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const control = (event.target as Element | null)?.closest<HTMLElement>('[data-network]');
      const network = control && host.contains(control) ? networkOf(control.dataset.network) : null;
      if (!control || !network) return;
      const action = shareAction(network, {
        viewportWidth: window.innerWidth,
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      });
      if (action.kind === 'follow') return;
      event.preventDefault();
      if (action.kind === 'print') window.print();
      else if (control instanceof HTMLAnchorElement) window.open(control.href, '_blank', action.features);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  return null;
}
