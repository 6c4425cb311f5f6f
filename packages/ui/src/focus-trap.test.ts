// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { focusableElements, trapFocus } from './focus-trap.ts';

function tab(shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

describe('focus trap', () => {
  it('moves focus in, wraps Tab at both edges, and returns focus to the opener', () => {
    document.body.innerHTML = `
      <button id="opener">Panier</button>
      <div id="dialog"><button id="a">a</button><input id="hidden" type="hidden"><button id="b" disabled>b</button><a id="c" href="#">c</a></div>`;
    const opener = document.getElementById('opener')!;
    opener.focus();
    const dialog = document.getElementById('dialog')!;
    expect(focusableElements(dialog).map((el) => el.id)).toEqual(['a', 'c']);

    const release = trapFocus(dialog);
    expect(document.activeElement?.id).toBe('a');
    document.getElementById('c')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('a');
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('c');

    release();
    expect(document.activeElement).toBe(opener);
  });

  it('lets only the newest trap act, and focuses the container when it has nothing focusable', () => {
    document.body.innerHTML = '<div id="outer"><button id="x">x</button></div><div id="inner"><p>vide</p></div>';
    const releaseOuter = trapFocus(document.getElementById('outer')!);
    const inner = document.getElementById('inner')!;
    const releaseInner = trapFocus(inner);
    expect(document.activeElement).toBe(inner);
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(inner);
    releaseInner();
    expect(document.activeElement?.id).toBe('x');
    releaseOuter();
  });
});
