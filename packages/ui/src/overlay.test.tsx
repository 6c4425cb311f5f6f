// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { useModal } from './overlay.ts';
import { key, render, stubFrames, type Rendered } from './testing.tsx';

function Dialog({ open, onClose = () => {} }: { open: boolean; onClose?: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(root, dialog, open, { onEscape: onClose });
  return open ? (
    <div ref={root}>
      <div ref={dialog} role="dialog" aria-modal="true">
        <button id="first">a</button>
        <button id="last">b</button>
      </div>
    </div>
  ) : null;
}

let view: Rendered | undefined;
let frame: () => void;
let opener: HTMLElement;
const pageInert = () => document.querySelector('main')!.hasAttribute('inert');
const pageLocked = () => document.body.style.position === 'fixed';

beforeEach(() => {
  frame = stubFrames();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  document.body.innerHTML = '<main><button id="opener">Panier</button></main>';
  opener = document.getElementById('opener')!;
  opener.focus();
});
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useModal', () => {
  it('takes Escape and focus at once, and locks the page and makes it inert once the dialog has painted', () => {
    const onClose = vi.fn();
    view = render(<Dialog open onClose={onClose} />);
    expect(document.activeElement?.id).toBe('first');
    // Before the page behind is inert, Tab already wraps inside the dialog.
    document.getElementById('last')!.focus();
    key(document.activeElement, 'Tab');
    expect(document.activeElement?.id).toBe('first');
    key(document.activeElement, 'Escape');
    expect(onClose).toHaveBeenCalledOnce();
    expect([pageInert(), pageLocked()]).toEqual([false, false]);

    frame();
    expect([pageInert(), pageLocked()]).toEqual([false, false]);
    frame();
    expect([pageInert(), pageLocked()]).toEqual([true, true]);

    view.rerender(<Dialog open={false} />);
    expect([pageInert(), pageLocked()]).toEqual([false, false]);
    expect(document.activeElement).toBe(opener);
  });

  it('closed before it has painted, or before the frame after, never locks the page nor makes it inert', () => {
    view = render(<Dialog open />);
    view.rerender(<Dialog open={false} />);
    expect(document.activeElement).toBe(opener);
    frame();
    frame();
    expect([pageInert(), pageLocked()]).toEqual([false, false]);

    // Closed once painted, before the frame after.
    view.rerender(<Dialog open />);
    frame();
    view.rerender(<Dialog open={false} />);
    frame();
    frame();
    expect([pageInert(), pageLocked()]).toEqual([false, false]);
    expect(document.activeElement).toBe(opener);
  });

  it('does not make a dialog opened over it before its paint inert', () => {
    view = render(<Dialog open />);
    const over = render(<Dialog open />);
    const [below, above] = [view.container, over.container];
    frame();
    frame();
    expect([pageInert(), below.hasAttribute('inert'), above.hasAttribute('inert')]).toEqual([true, true, false]);
    over.unmount();
    expect([pageInert(), below.hasAttribute('inert'), pageLocked()]).toEqual([true, false, true]);
  });
});
