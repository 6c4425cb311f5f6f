import { useEffect } from 'react';
import { t, type WidgetProps } from '@vitrine/core';
import './french.ts';

/**
 * `fk-password-toggle`: a show/hide button for every password field inside (spec §2.15), WooCommerce's markup:
 * the field wrapped in `span.password-input` with a `button.show-password-input` after it, `display-password`
 * while shown. The button's French label says what it will do. Fields added later (a checkout re-render) get one too.
 */

const WRAPPER = 'password-input';
const BUTTON = 'show-password-input';
const SHOWN = 'display-password';

function label(button: HTMLElement, shown: boolean): void {
  button.classList.toggle(SHOWN, shown);
  button.setAttribute('aria-label', t(shown ? 'Hide password' : 'Show password'));
}

/** Puts a button after each password field, in a `span.password-input` (its own span, as WooCommerce, else a new one). */
function addButtons(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
    let wrapper = input.parentElement;
    if (wrapper?.localName === 'span') {
      wrapper.classList.add(WRAPPER);
    } else {
      wrapper = document.createElement('span');
      wrapper.className = WRAPPER;
      input.replaceWith(wrapper);
      wrapper.append(input);
    }
    if (wrapper.querySelector(`:scope > .${BUTTON}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON;
    if (input.id) button.setAttribute('aria-controls', input.id);
    label(button, false);
    wrapper.append(button);
  }
}

export function PasswordToggle({ host }: WidgetProps) {
  useEffect(() => {
    addButtons(host);
    const observer = new MutationObserver(() => addButtons(host));
    observer.observe(host, { childList: true, subtree: true });
    const onClick = (event: MouseEvent): void => {
      const button = (event.target as Element | null)?.closest<HTMLElement>(`.${BUTTON}`);
      const input = button?.parentElement?.querySelector<HTMLInputElement>(':scope > input');
      if (!button || !input || !host.contains(button)) return;
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      label(button, shown);
    };
    host.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      host.removeEventListener('click', onClick);
    };
  }, [host]);
  return null;
}
