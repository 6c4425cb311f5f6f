// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardSubmissions } from './submit-guard.ts';

/** One post per page: the second click of a double click never reaches the shop. */

function form(): HTMLFormElement {
  document.body.innerHTML = `<form action="#sent"><button type="submit">Passer la commande</button></form>`;
  return document.querySelector('form')!;
}

describe('the submit guard', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('lets the first submission go, stops the next ones, and keeps the form blocked until the page goes', () => {
    const f = form();
    const unblock = vi.fn();
    const block = vi.fn(() => unblock);
    const release = guardSubmissions(f, block, 60_000);
    // The theme's own listener sees what reaches the shop.
    const seen = vi.fn();
    f.addEventListener('submit', seen);
    f.requestSubmit();
    f.requestSubmit();
    f.querySelector('button')!.click();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(block).toHaveBeenCalledTimes(1);
    expect(unblock).not.toHaveBeenCalled();
    release();
    expect(unblock).toHaveBeenCalledOnce();
  });

  it('does not count a submission a listener prevented (a check that failed): the next one goes', () => {
    const f = form();
    const block = vi.fn(() => () => {});
    const release = guardSubmissions(f, block, 60_000);
    const refuse = (event: Event) => event.preventDefault();
    f.addEventListener('submit', refuse);
    f.requestSubmit();
    expect(block).not.toHaveBeenCalled();
    f.removeEventListener('submit', refuse);
    const seen = vi.fn((event: Event) => event.preventDefault());
    f.addEventListener('submit', seen, true);
    f.requestSubmit();
    expect(seen).toHaveBeenCalledOnce();
    release();
  });

  it('releases the form when the page comes back from the back-forward cache, or after the time limit', () => {
    vi.useFakeTimers();
    const f = form();
    const unblock = vi.fn();
    const release = guardSubmissions(f, () => unblock, 60_000);
    f.requestSubmit();
    // Back from the back-forward cache (happy-dom's event has no `persisted` of its own).
    window.dispatchEvent(Object.defineProperty(new Event('pageshow'), 'persisted', { value: true }));
    expect(unblock).toHaveBeenCalledTimes(1);
    const seen = vi.fn();
    f.addEventListener('submit', seen);
    f.requestSubmit();
    expect(seen).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(unblock).toHaveBeenCalledTimes(2);
    release();
  });
});
