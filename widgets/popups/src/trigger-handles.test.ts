// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { triggerHandle } from './trigger-handles.ts';
import type { TriggerConfig } from './triggers.ts';

const fire = vi.fn();
let handle: ReturnType<typeof triggerHandle> | undefined;
const arm = (config: TriggerConfig) => {
  handle = triggerHandle(config);
  handle.arm(fire);
  return handle;
};

beforeEach(() => {
  vi.useFakeTimers();
  fire.mockReset();
});
afterEach(() => {
  handle?.disarm();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('triggers wired to the page', () => {
  it('page load: after its delay', () => {
    arm({ name: 'page_load', delayMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('scrolling down past the offset, or any scroll up', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    scrollTo(0);
    arm({ name: 'scrolling', direction: 'down', offset: 50 });
    scrollTo(900);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(1000);
    expect(fire).toHaveBeenCalledTimes(1);
    handle?.disarm();
    arm({ name: 'scrolling', direction: 'up', offset: 0 });
    scrollTo(1200);
    expect(fire).toHaveBeenCalledTimes(1);
    scrollTo(1100);
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('scrolling to an element; an invalid or unmatched selector throws so the coordinator ignores it', () => {
    document.body.innerHTML = '<div id="offre"></div>';
    const target = document.getElementById('offre')!;
    let top = 2000;
    target.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
    arm({ name: 'scrolling_to', selector: '#offre' });
    expect(fire).not.toHaveBeenCalled();
    top = 500;
    window.dispatchEvent(new Event('scroll'));
    expect(fire).toHaveBeenCalledTimes(1);
    expect(() => triggerHandle({ name: 'scrolling_to', selector: 'div[' }).arm(fire)).toThrow(/invalid/);
    expect(() => triggerHandle({ name: 'scrolling_to', selector: '#absent' }).arm(fire)).toThrow(/no element/);
  });

  it('clicks: on the Nth', () => {
    arm({ name: 'click', times: 2 });
    document.body.click();
    expect(fire).not.toHaveBeenCalled();
    document.body.click();
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('inactivity: mouse and keys restart the wait', () => {
    arm({ name: 'inactivity', ms: 5000 });
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(4000);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('exit intent: the pointer leaves through the top of the window', () => {
    arm({ name: 'exit_intent' });
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 300, relatedTarget: null }));
    expect(fire).not.toHaveBeenCalled();
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: null }));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('adblock detection: a bait element that gets hidden', () => {
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.append(style);
    arm({ name: 'adblock_detection', delayMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('.adsbox')).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.adsbox')).toBeNull();
    style.remove();
  });

  it('disarming removes every listener and timer', () => {
    arm({ name: 'page_load', delayMs: 10 }).disarm();
    arm({ name: 'click', times: 1 }).disarm();
    vi.advanceTimersByTime(100);
    document.body.click();
    expect(fire).not.toHaveBeenCalled();
  });
});
