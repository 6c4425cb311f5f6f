// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { holdEscape } from './escape-stack.ts';

const press = (key = 'Escape') => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('the Escape stack', () => {
  it('gives Escape to the topmost overlay only, then to the one below once it is gone', () => {
    const below = vi.fn();
    const above = vi.fn();
    const leaveBelow = holdEscape(below);
    const leaveAbove = holdEscape(above);
    press();
    expect(above).toHaveBeenCalledOnce();
    expect(below).not.toHaveBeenCalled();
    leaveAbove();
    press();
    expect(below).toHaveBeenCalledOnce();
    leaveBelow();
    press();
    expect(below).toHaveBeenCalledOnce();
  });

  it('lets a topmost overlay that may not close keep Escape from the one below', () => {
    const below = vi.fn();
    const leaveBelow = holdEscape(below);
    const leaveAbove = holdEscape(null);
    press();
    expect(below).not.toHaveBeenCalled();
    leaveAbove();
    leaveBelow();
  });

  it('ignores other keys and an Escape someone already handled', () => {
    const onEscape = vi.fn();
    const leave = holdEscape(onEscape);
    press('Enter');
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    document.body.dispatchEvent(handled);
    expect(onEscape).not.toHaveBeenCalled();
    leave();
  });
});
