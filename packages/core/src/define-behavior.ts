/**
 * A custom element for a widget that renders nothing (attribution): it runs `start` while it is in the page, and
 * needs no React, so a page whose other widgets wait for the shopper's first action downloads no runtime for it.
 * Marked `data-vitrine-ready` once started, as React widgets are; a `start` that throws marks it
 * `data-vitrine-failed` and leaves the page as it was.
 */
export function defineBehavior(tag: string, start: (host: HTMLElement) => (() => void) | undefined): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      private stop: (() => void) | undefined;

      connectedCallback(): void {
        try {
          this.stop = start(this);
          this.setAttribute('data-vitrine-ready', '');
          performance.mark?.(`vitrine:ready:${tag}`);
        } catch (error) {
          console.error(`[vitrine] <${tag}> a échoué`, error);
          this.setAttribute('data-vitrine-failed', '');
        }
      }

      disconnectedCallback(): void {
        this.stop?.();
        this.stop = undefined;
      }
    },
  );
}
