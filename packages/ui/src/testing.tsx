/**
 * Component test helpers (happy-dom): render into a fresh container with React's act(), and fire the few
 * events the tests need. Test-only: exported as `@vitrine/ui/testing`, never from the package's index.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): void;
  unmount(): void;
}

export function render(node: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Runs timers and pending effects inside act(). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export function click(el: Element | null | undefined): void {
  if (!el) throw new Error('nothing to click');
  act(() => {
    (el as HTMLElement).click();
  });
}

export function key(el: Element | null | undefined, name: string, init: KeyboardEventInit = {}): void {
  if (!el) throw new Error('nothing to press a key on');
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
}

/** Types into a React-controlled field (React listens to `input` and reads the native value setter). */
export function type(el: Element | null | undefined, text: string): void {
  if (!(el instanceof HTMLInputElement)) throw new Error('not an input');
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function blur(el: Element | null | undefined): void {
  if (!(el instanceof HTMLElement)) throw new Error('nothing to blur');
  act(() => {
    if (document.activeElement === el) el.blur();
    else el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

export { stubFrames } from '@vitrine/core/testing';
