// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { $openPanels, $openPopups, closePopup, openPopup, registerPopup, setPanel, togglePopup } from './state.ts';

const stored = () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;
const cleanups: Array<() => void> = [];
const register = (id: string, settings: Record<string, unknown> = {}) => cleanups.push(registerPopup(id, settings));

beforeEach(() => {
  setConfig(parseConfig({}));
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const id of $openPopups.get()) closePopup(id);
  $openPanels.set([]);
});

describe('opening and closing popups (§4.15)', () => {
  // First in the file: the page view is counted once per page load (module load here).
  it('counts one page view per page load, and a session once per tab', () => {
    register('18');
    register('19');
    expect(stored().pageViews).toBe(1);
    expect(stored().sessions).toBe(1);
  });

  it('opens, counts the impression and raises the original’s events', () => {
    const shown = vi.fn();
    const hidden = vi.fn();
    document.body.addEventListener('elementor/popup/show', (e) => shown((e as CustomEvent).detail));
    document.body.addEventListener('elementor/popup/hide', (e) => hidden((e as CustomEvent).detail));
    register('11');
    expect(openPopup('11')).toBe(true);
    expect($openPopups.get()).toEqual(['11']);
    expect(stored().popup_11_times).toBe(1);
    expect(shown).toHaveBeenCalledWith({ id: '11' });
    closePopup('11');
    expect($openPopups.get()).toEqual([]);
    expect(hidden).toHaveBeenCalledWith({ id: '11' });
  });

  it('counts on close when times_count says so, for this popup only', () => {
    register('12', { timing: { times_count: 'close', times_period: 'day' } });
    register('13');
    openPopup('12');
    openPopup('13');
    closePopup('13');
    expect(stored()['popup-12-impressions-count']).toBeUndefined();
    closePopup('12');
    expect(stored()['popup-12-impressions-count']).toBe(1);
  });

  it('"do not show again" disables the popup for good, in Elementor’s key', () => {
    register('14');
    openPopup('14');
    closePopup('14', { doNotShowAgain: true });
    expect(stored().popup_14_disable).toBe(true);
    expect(openPopup('14')).toBe(false);
  });

  it('avoid_multiple_popups skips a triggered popup once another has opened on the page, even closed since', () => {
    register('15');
    register('16');
    openPopup('15');
    closePopup('15');
    expect(openPopup('16', { avoidMultiple: true })).toBe(false);
    expect(openPopup('16')).toBe(true); // a visitor's own request is not skipped
  });

  it('toggles, and opens a popup asked for before its element registered', () => {
    togglePopup('17');
    expect($openPopups.get()).toEqual([]);
    register('17');
    expect($openPopups.get()).toEqual(['17']);
    togglePopup('17');
    expect($openPopups.get()).toEqual([]);
  });

  it('survives storage that throws: the popup still opens, and "do not show again" holds for the page', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    register('20');
    expect(openPopup('20')).toBe(true);
    closePopup('20', { doNotShowAgain: true });
    expect(openPopup('20')).toBe(false);
    get.mockRestore();
    set.mockRestore();
  });

  it('ignores an invalid open selector with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    register('21', { open_selector: 'a[' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('open_selector'));
    warn.mockRestore();
  });

  it('opens on a click on the open selector', () => {
    document.body.innerHTML = '<button class="devis"><span>Demander un devis</span></button>';
    register('22', { open_selector: '.devis' });
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect($openPopups.get()).toEqual(['22']);
  });
});

describe('triggers and the editor', () => {
  it('arms a popup’s triggers (loaded on demand) when its rules pass', async () => {
    register('23', { triggers: { page_load: 'yes', page_load_delay: 0 } });
    await vi.waitFor(() => expect($openPopups.get()).toEqual(['23']), { timeout: 10_000 });
  });

  // The triggers' chunk is loaded by now: had it been asked for below, 50 ms would be plenty to see the popup open.
  it('a popup without triggers, or closed for good, is never armed', async () => {
    register('24');
    localStorage.setItem('elementor', JSON.stringify({ popup_25_disable: true }));
    register('25', { triggers: { page_load: 'yes', page_load_delay: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($openPopups.get()).toEqual([]);
  });

  it('in the editor there is no timing, and a disabled popup still opens on request', async () => {
    setConfig(parseConfig({ elementor: { is_edit_mode: true } }));
    localStorage.setItem('elementor', JSON.stringify({ popup_26_disable: true }));
    register('26', { triggers: { page_load: 'yes', page_load_delay: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($openPopups.get()).toEqual([]);
    expect(openPopup('26')).toBe(true);
  });
});

describe('off-canvas panels', () => {
  it('open, close and toggle', () => {
    setPanel('abc1234', 'open');
    setPanel('abc1234', 'open');
    expect($openPanels.get()).toEqual(['abc1234']);
    setPanel('abc1234', 'toggle');
    expect($openPanels.get()).toEqual([]);
    setPanel('abc1234', 'toggle');
    expect($openPanels.get()).toEqual(['abc1234']);
    setPanel('abc1234', 'close');
    expect($openPanels.get()).toEqual([]);
  });
});
