import { describe, expect, it, vi } from 'vitest';
import type { Timers, TriggerHandle } from './triggers.ts';
import {
  ClickCounter,
  InactivityTimer,
  TriggerCoordinator,
  isBaitBlocked,
  isExitIntent,
  isInViewport,
  offsetPercent,
  readTriggers,
  resolveScrollTarget,
  scrollFires,
} from './triggers.ts';

const page = { documentHeight: 3000, viewportHeight: 1000 }; // 2000 px scrollable

describe('scrolling', () => {
  it('down: fires once the scrolled share reaches the offset %', () => {
    const down = { direction: 'down', offset: { unit: '%', size: 50 } };
    expect(scrollFires(down, { ...page, previousScrollY: 800, scrollY: 999 })).toBe(false);
    expect(scrollFires(down, { ...page, previousScrollY: 800, scrollY: 1000 })).toBe(true);
    expect(scrollFires(down, { ...page, previousScrollY: 1500, scrollY: 1200 })).toBe(false); // moving up
  });
  it('up: any scroll up fires, down never does', () => {
    expect(scrollFires({ direction: 'up' }, { ...page, previousScrollY: 500, scrollY: 499 })).toBe(true);
    expect(scrollFires({ direction: 'up' }, { ...page, previousScrollY: 500, scrollY: 1900 })).toBe(false);
  });
  it('no vertical movement is no direction (upstream took it for "up")', () => {
    expect(scrollFires({ direction: 'up' }, { ...page, previousScrollY: 500, scrollY: 500 })).toBe(false);
    expect(scrollFires({ direction: 'down' }, { ...page, previousScrollY: Number.NaN, scrollY: 500 })).toBe(false);
  });
  it('reads slider or bare offsets, clamped to 0–100, and copes with a page that cannot scroll', () => {
    expect([offsetPercent({ size: 30 }), offsetPercent('40'), offsetPercent(250), offsetPercent(-5), offsetPercent(null)]).toEqual([30, 40, 100, 0, 0]);
    expect(scrollFires({ offset: 100 }, { documentHeight: 500, viewportHeight: 800, previousScrollY: 0, scrollY: 1 })).toBe(true);
  });
});

describe('scrolling_to', () => {
  it('an invalid selector is reported as ignored, not thrown', () => {
    const query = (selector: string) => {
      if (selector.includes('[')) throw new SyntaxError(`'${selector}' is not a valid selector`);
      return selector === '#offre' ? { id: 'offre' } : null;
    };
    expect(resolveScrollTarget('#offre', query)).toEqual({ status: 'ok', element: { id: 'offre' } });
    expect(resolveScrollTarget('div[', query)).toMatchObject({ status: 'ignored', reason: expect.stringContaining('invalid') });
    expect(resolveScrollTarget('#absent', query)).toMatchObject({ status: 'ignored' });
    expect(resolveScrollTarget('  ', query)).toMatchObject({ status: 'ignored' });
    expect(resolveScrollTarget(undefined, query)).toMatchObject({ status: 'ignored' });
  });
  it('fires when the element enters the viewport', () => {
    expect(isInViewport({ top: 900, bottom: 1100 }, 1000)).toBe(true);
    expect(isInViewport({ top: 1000, bottom: 1200 }, 1000)).toBe(false);
    expect(isInViewport({ top: -300, bottom: 0 }, 1000)).toBe(false);
  });
});

describe('click', () => {
  it('fires on the Nth click', () => {
    const counter = new ClickCounter(3);
    expect([counter.click(), counter.click(), counter.click()]).toEqual([false, false, true]);
    expect(new ClickCounter('').times).toBe(1);
    expect(new ClickCounter(0).click()).toBe(true);
  });
});

describe('inactivity', () => {
  const fakeTimers = () => {
    const pending = new Map<number, { cb: () => void; at: number }>();
    let id = 0;
    let now = 0;
    const timers: Timers = {
      setTimeout: (cb, ms) => (pending.set(++id, { cb, at: now + ms }), id),
      clearTimeout: (h) => void pending.delete(h as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [key, t] of [...pending]) if (t.at <= now) pending.delete(key), t.cb();
    };
    return { timers, advance, pending };
  };

  it('fires after the idle time, and activity restarts the wait', () => {
    const { timers, advance } = fakeTimers();
    const idle = vi.fn();
    const timer = new InactivityTimer(10, idle, timers);
    timer.start();
    advance(9_000);
    timer.activity();
    advance(9_000);
    expect(idle).not.toHaveBeenCalled();
    advance(1_000);
    expect(idle).toHaveBeenCalledTimes(1);
    timer.activity(); // after firing, activity does not re-arm
    advance(20_000);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('stop cancels the wait; activity before start does nothing', () => {
    const { timers, advance, pending } = fakeTimers();
    const idle = vi.fn();
    const timer = new InactivityTimer('5', idle, timers);
    timer.activity();
    expect(pending.size).toBe(0);
    timer.start();
    timer.stop();
    advance(10_000);
    expect(idle).not.toHaveBeenCalled();
    expect(pending.size).toBe(0);
  });
});

describe('exit intent and adblock', () => {
  it('exit intent: the pointer leaves through the top, to no element', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -4 })).toBe(true);
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
  });
  it('adblock: the bait was removed or hidden', () => {
    expect(isBaitBlocked({ attached: true, offsetHeight: 10 })).toBe(false);
    expect(isBaitBlocked({ attached: false, offsetHeight: 10 })).toBe(true);
    expect(isBaitBlocked({ attached: true, offsetHeight: 0 })).toBe(true);
    expect(isBaitBlocked({ attached: true, offsetHeight: 10, display: 'none' })).toBe(true);
  });
});

describe('reading the trigger settings', () => {
  it('keeps the enabled triggers with normalized options', () => {
    expect(
      readTriggers({
        page_load: 'yes',
        page_load_delay: 2.5,
        scrolling: 'yes',
        scrolling_direction: 'up',
        scrolling_to: '',
        click: 'yes',
        click_times: '2',
        inactivity: 'yes',
        inactivity_time: 30,
        exit_intent: 'yes',
        adblock_detection: 'no',
      }),
    ).toEqual([
      { name: 'page_load', delayMs: 2500 },
      { name: 'scrolling', direction: 'up', offset: 0 },
      { name: 'click', times: 2 },
      { name: 'inactivity', ms: 30_000 },
      { name: 'exit_intent' },
    ]);
    expect(readTriggers(null)).toEqual([]);
  });
});

describe('the first trigger fires, the others disarm', () => {
  const handle = (name: string, log: string[]) => {
    let fire: (() => void) | null = null;
    const h: TriggerHandle & { fire: () => void } = {
      name,
      arm: (f) => {
        fire = f;
        log.push(`arm ${name}`);
      },
      disarm: () => log.push(`disarm ${name}`),
      fire: () => fire?.(),
    };
    return h;
  };

  it('shows once, from the first trigger, and disarms every trigger', () => {
    const log: string[] = [];
    const shown = vi.fn();
    const coordinator = new TriggerCoordinator(shown);
    const a = handle('scrolling', log);
    const b = handle('exit_intent', log);
    coordinator.arm([a, b]);
    b.fire();
    a.fire();
    b.fire();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('exit_intent');
    expect(coordinator.firedBy).toBe('exit_intent');
    expect(log).toEqual(['arm scrolling', 'arm exit_intent', 'disarm scrolling', 'disarm exit_intent']);
  });

  it('a trigger firing while armed (zero delay) wins and the rest are never armed', () => {
    const log: string[] = [];
    const shown = vi.fn();
    const immediate: TriggerHandle = { name: 'page_load', arm: (fire) => fire(), disarm: () => log.push('disarm page_load') };
    const later = handle('click', log);
    new TriggerCoordinator(shown).arm([immediate, later]);
    expect(shown).toHaveBeenCalledWith('page_load');
    expect(log).toEqual(['disarm page_load']);
  });

  it('a trigger that cannot arm is reported and ignored; a failing disarm does not stop the others', () => {
    const log: string[] = [];
    const ignored = vi.fn();
    const shown = vi.fn();
    const broken: TriggerHandle = {
      name: 'scrolling_to',
      arm: () => {
        throw new SyntaxError('bad selector');
      },
      disarm: () => log.push('disarm scrolling_to'),
    };
    const sticky: TriggerHandle = {
      name: 'inactivity',
      arm: () => {},
      disarm: () => {
        throw new Error('oops');
      },
    };
    const click = handle('click', log);
    const coordinator = new TriggerCoordinator(shown, ignored);
    coordinator.arm([broken, sticky, click]);
    expect(ignored).toHaveBeenCalledWith('scrolling_to', expect.any(SyntaxError));
    click.fire();
    expect(shown).toHaveBeenCalledWith('click');
    expect(log).toEqual(['arm click', 'disarm click']);
  });

  it('disarmAll stops everything without showing', () => {
    const log: string[] = [];
    const shown = vi.fn();
    const coordinator = new TriggerCoordinator(shown);
    const a = handle('click', log);
    coordinator.arm([a]);
    coordinator.disarmAll();
    a.fire();
    coordinator.arm([handle('exit_intent', log)]);
    expect(shown).not.toHaveBeenCalled();
    expect(log).toEqual(['arm click', 'disarm click']);
  });
});
