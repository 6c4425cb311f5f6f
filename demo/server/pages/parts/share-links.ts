import { html, type Html } from '../../http/html.ts';

/**
 * Share links as a theme prints them, each `<a>` to the network's own share address so it works without JavaScript
 * (`fk-share-buttons` builds them again from the canonical address and enhances them); print is a button, printed
 * hidden: without JavaScript it could do nothing.
 */
const e = encodeURIComponent;
const NETWORKS: Array<[network: string, label: string, href: (url: string, title: string, image: string) => string]> = [
  ['facebook', 'Facebook', (url) => `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`],
  ['x', 'X', (url, title) => `https://x.com/intent/post?text=${e(title)}&url=${e(url)}`],
  ['linkedin', 'LinkedIn', (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`],
  ['pinterest', 'Pinterest', (url, title, image) => `https://www.pinterest.com/pin/create/button/?url=${e(url)}&description=${e(title)}&media=${e(image)}`],
  ['whatsapp', 'WhatsApp', (url, title) => `https://api.whatsapp.com/send?text=${e(`${title} ${url}`)}`],
  ['telegram', 'Telegram', (url, title) => `https://t.me/share/url?url=${e(url)}&text=${e(title)}`],
  ['reddit', 'Reddit', (url, title) => `https://www.reddit.com/submit?url=${e(url)}&title=${e(title)}`],
  ['bluesky', 'Bluesky', (url, title) => `https://bsky.app/intent/compose?text=${e(`${title} ${url}`)}`],
  ['email', 'E-mail', (url, title) => `mailto:?subject=${e(title)}&body=${e(url)}`],
];

export function shareLinks(url: string, title: string, image: string): Html {
  return html`<fk-share-buttons><div class="fk-share" role="group" aria-label="Partager cette page">${NETWORKS.map(
    ([network, label, href]) =>
      html`<a class="fk-share__link fk-share__link--${network}" data-network="${network}" href="${href(url, title, image)}"${
        network === 'email' ? '' : html` target="_blank" rel="noopener noreferrer"`
      }>${label}</a>`,
  )}<button type="button" class="fk-share__link fk-share__link--print" data-network="print" hidden>Imprimer</button></div></fk-share-buttons>`;
}
