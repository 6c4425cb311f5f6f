// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Drawer } from './Drawer.tsx';
import { click, key, render, settle, type Rendered } from './testing.tsx';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  document.body.innerHTML = '';
});

function drawer(open: boolean, onClose = () => {}) {
  return (
    <Drawer open={open} onClose={onClose} label="Votre panier" durationMs={0}>
      <button className="close">Fermer</button>
      <a href="/checkout/">Commander</a>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('is a modal dialog with a French name, focus moved in, the page inert, and focus back on close', async () => {
    document.body.innerHTML = '<main><button id="opener">Panier</button></main>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    view = render(drawer(true));
    await settle(20);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Votre panier');
    expect(document.activeElement?.className).toBe('close');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.querySelector('.vitrine-drawer')!.getAttribute('data-state')).toBe('open');

    view.rerender(drawer(false));
    await settle(20);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.body.style.position).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('asks to close on Escape and on a backdrop click', async () => {
    const onClose = vi.fn();
    view = render(drawer(true, onClose));
    await settle(20);
    key(document.querySelector('.close'), 'Escape');
    click(document.querySelector('.vitrine-drawer__backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('reverses a close that is still sliding when asked to open again', async () => {
    view = render(
      <Drawer open onClose={() => {}} label="x" durationMs={200}>
        <button>a</button>
      </Drawer>,
    );
    await settle(20);
    view.rerender(
      <Drawer open={false} onClose={() => {}} label="x" durationMs={200}>
        <button>a</button>
      </Drawer>,
    );
    expect(document.querySelector('.vitrine-drawer')!.getAttribute('data-state')).toBe('closing');
    view.rerender(
      <Drawer open onClose={() => {}} label="x" durationMs={200}>
        <button>a</button>
      </Drawer>,
    );
    await settle(250);
    expect(document.querySelector('.vitrine-drawer')!.getAttribute('data-state')).toBe('open');
  });

  it('kept mounted, stays drawn while closed, hidden, and leaves the page alone until it opens', async () => {
    document.body.innerHTML = '<main><button id="opener">Panier</button></main>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    const kept = (open: boolean) => (
      <Drawer open={open} onClose={() => {}} label="Votre panier" durationMs={0} keepMounted>
        <button className="close">Fermer</button>
      </Drawer>
    );
    view = render(kept(false));
    await settle(20);
    const outer = document.querySelector('.vitrine-drawer')!;
    expect(outer.getAttribute('data-state')).toBe('closed');
    expect(document.querySelector('[role="dialog"]')!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.body.style.position).toBe('');

    view.rerender(kept(true));
    await settle(20);
    // The same element, shown: nothing was drawn again.
    expect(document.querySelector('.vitrine-drawer')).toBe(outer);
    expect(outer.getAttribute('data-state')).toBe('open');
    expect(document.querySelector('[role="dialog"]')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement?.className).toBe('close');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);

    view.rerender(kept(false));
    await settle(20);
    expect(document.querySelector('.vitrine-drawer')).toBe(outer);
    expect(outer.getAttribute('data-state')).toBe('closed');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('hears an Escape pressed right after the click that opened it', async () => {
    // React's own scheduling, not act()'s: the click's update runs in its microtask, and nothing more is waited for.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    function Cart() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button id="opener" onClick={() => setOpen(true)}>
            Panier
          </button>
          <Drawer open={open} onClose={() => setOpen(false)} label="Votre panier" durationMs={0}>
            <button className="close">Fermer</button>
          </Drawer>
        </>
      );
    }
    try {
      root.render(<Cart />);
      await vi.waitFor(() => expect(document.getElementById('opener')).not.toBeNull());
      const opener = document.getElementById('opener')!;
      opener.focus();
      opener.click();
      await Promise.resolve();
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      // Heard, however long React then takes on a busy machine (a fixed 20 ms failed at load 8).
      await vi.waitFor(() => {
        expect(document.querySelector('[role="dialog"]')).toBeNull();
        expect(document.activeElement).toBe(opener);
      });
    } finally {
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
