import r2wc from '@r2wc/react-to-web-component';
import { Component, startTransition, useEffect, useMemo, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { startCartSync } from './cart-sync.ts';
import { applyShopLocale } from './locale.ts';
import { ServerMarkup } from './ServerMarkup.tsx';
import { markRendered } from './rendered-regions.ts';

/**
 * Turns a React component into a custom element the theme drops into its server markup.
 *
 * - `render` widgets own their region: the server-rendered children are captured before React mounts
 *   (React clears its container) and handed to the component; if it throws they are put back.
 * - `enhance` widgets leave the server markup in place (fragments may replace it freely): React lives
 *   in the element's shadow root beside a <slot>, and the component listens on the host by delegation.
 *
 * Attributes are parsed here, not by r2wc, so a bad JSON attribute costs a warning and a default
 * instead of an exception.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetProps {
  /** The custom element itself. */
  host: HTMLElement;
  /** What the server printed inside the element before the widget mounted (render widgets only). */
  serverMarkup: DocumentFragment | null;
}

export interface WidgetOptions<P> {
  mode: 'render' | 'enhance';
  attributes?: { [K in keyof P]?: AttributeType };
  /**
   * The element reads or changes the cart: its first connection starts core's cart sync (one refresh at most on
   * load, none when the page's snapshot or this tab's cache is current). A page whose elements do not declare it
   * (a password toggle, a menu) never starts the cart machinery.
   */
  cart?: boolean;
}

export function parseAttribute(tag: string, name: string, type: AttributeType, raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  const text = String(raw);
  switch (type) {
    case 'string':
      return text;
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) {
        console.warn(`[vitrine] <${tag}> ${name}="${text}" n'est pas un nombre : ignoré`);
        return undefined;
      }
      return n;
    }
    case 'boolean':
      return !/^(false|0|no|non)?$/i.test(text.trim());
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        console.warn(`[vitrine] <${tag}> ${name} n'est pas du JSON valide : ignoré`);
        return undefined;
      }
  }
}

const captured = new WeakMap<HTMLElement, DocumentFragment>();

/**
 * Copies what the server printed inside the element, once: on the first render, before React's first
 * commit clears the container. Later mounts (r2wc remounts after every DOM move) reuse the copy.
 */
function captureServerMarkup(host: HTMLElement): DocumentFragment {
  let markup = captured.get(host);
  if (!markup) {
    markup = document.createDocumentFragment();
    for (const child of Array.from(host.childNodes)) markup.append(child.cloneNode(true));
    keepFieldState(host, markup);
    captured.set(host, markup);
  }
  return markup;
}

/**
 * A copy carries the fields' markup, not what the shopper did to them: an option chosen or a quantity typed in the
 * server's form before the widget came would be lost. Widgets read the copy's attributes, so the state goes there.
 */
function keepFieldState(host: HTMLElement, copy: DocumentFragment): void {
  const fields = 'input, select, textarea';
  const copies = copy.querySelectorAll(fields);
  host.querySelectorAll(fields).forEach((field, i) => {
    const twin = copies[i];
    if (field instanceof HTMLSelectElement && twin instanceof HTMLSelectElement) {
      Array.from(field.options).forEach((option, j) => twin.options[j]?.toggleAttribute('selected', option.selected));
    } else if (field instanceof HTMLInputElement && twin instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') twin.toggleAttribute('checked', field.checked);
      else if (field.type !== 'file' && field.type !== 'password') twin.setAttribute('value', field.value);
    } else if (field instanceof HTMLTextAreaElement && twin instanceof HTMLTextAreaElement) {
      twin.textContent = field.value;
    }
  });
}

class Boundary extends Component<{ tag: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[vitrine] <${this.props.tag}> a échoué ; le contenu du serveur est rétabli`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function defineWidget<P extends object>(tag: string, View: ComponentType<P & WidgetProps>, options: WidgetOptions<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  if (options.mode === 'render') markRendered(tag);
  const attributes = (options.attributes ?? {}) as Record<string, AttributeType>;

  function Mounted(raw: Record<string, unknown> & { container: HTMLElement | ShadowRoot }) {
    const host = raw.container instanceof ShadowRoot ? (raw.container.host as HTMLElement) : raw.container;
    const serverMarkup = options.mode === 'render' ? captureServerMarkup(host) : null;
    const parsed: Record<string, unknown> = {};
    for (const [name, type] of Object.entries(attributes)) parsed[name] = parseAttribute(tag, name, type, raw[name]);
    const key = JSON.stringify(parsed);
    // Re-render only when an attribute really changed.
    const props = useMemo(() => ({ ...parsed, host, serverMarkup }) as P & WidgetProps, [key, host, serverMarkup]);
    useEffect(() => {
      host.setAttribute('data-vitrine-ready', '');
      performance.mark?.(`vitrine:ready:${tag}`);
    }, [host]);
    const view = <View {...props} />;
    return options.mode === 'enhance' ? (
      <Boundary tag={tag} fallback={<slot />}>
        <slot />
        {view}
      </Boundary>
    ) : (
      <Boundary tag={tag} fallback={<ServerMarkup markup={serverMarkup} />}>
        {view}
      </Boundary>
    );
  }

  const Base = r2wc(Mounted as ComponentType<Record<string, unknown> & { container: HTMLElement }>, {
    ...(options.mode === 'enhance' ? { shadow: 'open' as const } : {}),
    props: Object.fromEntries(Object.keys(attributes).map((name) => [name, 'string'])) as never,
  });

  // r2wc's class has connectedCallback, though its declared type (HTMLElement) does not say so.
  const R2wcElement = Base as unknown as { new (): HTMLElement & { connectedCallback(): void } };
  class VitrineElement extends R2wcElement {
    constructor() {
      super();
      // A shadow root without a slot hides the server markup until React's first commit: one frame of
      // missing content, i.e. a layout shift. A slot put in now keeps it visible; React replaces it.
      if (this.shadowRoot && !this.shadowRoot.firstChild) this.shadowRoot.append(document.createElement('slot'));
    }

    override connectedCallback() {
      applyShopLocale();
      if (options.cart) startCartSync();
      // A transition lets React render in slices of a few milliseconds and yield to the shopper between them,
      // instead of one long task per element (up to 190 ms on a phone): the server markup stays in place until
      // the widget commits, so nothing is missing meanwhile.
      startTransition(() => super.connectedCallback());
    }
  }
  customElements.define(tag, VitrineElement);
}
