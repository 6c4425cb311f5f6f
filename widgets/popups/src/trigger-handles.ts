/**
 * The DOM side of the popup triggers (§3.20): each configured trigger becomes a handle whose `arm` adds its
 * listeners and timers and whose `disarm` removes every one of them. The decisions stay in triggers.ts.
 */
import {
  ADBLOCK_BAIT_CLASSES,
  ClickCounter,
  INACTIVITY_RESET_EVENTS,
  InactivityTimer,
  isBaitBlocked,
  isExitIntent,
  isInViewport,
  resolveScrollTarget,
  scrollFires,
  type TriggerConfig,
  type TriggerHandle,
} from './triggers.ts';

/** Ad blockers hide their bait by stylesheet; give them a moment before looking. */
const BAIT_CHECK_MS = 100;

export function triggerHandle(config: TriggerConfig): TriggerHandle {
  const cleanups: Array<() => void> = [];
  const on = (target: EventTarget, type: string, fn: (event: Event) => void) => {
    target.addEventListener(type, fn, { passive: true });
    cleanups.push(() => target.removeEventListener(type, fn));
  };
  const after = (ms: number, fn: () => void) => {
    const timer = setTimeout(fn, ms);
    cleanups.push(() => clearTimeout(timer));
  };

  const arm = (fire: () => void): void => {
    switch (config.name) {
      case 'page_load':
        after(config.delayMs, fire);
        return;
      case 'scrolling': {
        let previousScrollY = window.scrollY;
        on(window, 'scroll', () => {
          const state = {
            scrollY: window.scrollY,
            previousScrollY,
            documentHeight: document.documentElement.scrollHeight,
            viewportHeight: window.innerHeight,
          };
          previousScrollY = state.scrollY;
          if (scrollFires(config, state)) fire();
        });
        return;
      }
      case 'scrolling_to': {
        const target = resolveScrollTarget(config.selector, (selector) => document.querySelector(selector));
        if (target.status === 'ignored') throw new Error(target.reason);
        const check = () => {
          if (isInViewport(target.element.getBoundingClientRect(), window.innerHeight)) fire();
        };
        on(window, 'scroll', check);
        on(window, 'resize', check);
        check(); // already in view: the visitor has reached it
        return;
      }
      case 'click': {
        const counter = new ClickCounter(config.times);
        on(document, 'click', () => {
          if (counter.click()) fire();
        });
        return;
      }
      case 'inactivity': {
        const timer = new InactivityTimer(config.ms / 1000, fire);
        for (const type of INACTIVITY_RESET_EVENTS) on(document, type, () => timer.activity());
        cleanups.push(() => timer.stop());
        timer.start();
        return;
      }
      case 'exit_intent':
        on(document, 'mouseout', (event) => {
          if (isExitIntent(event as MouseEvent)) fire();
        });
        return;
      case 'adblock_detection':
        after(config.delayMs, () => {
          const bait = document.createElement('div');
          bait.className = ADBLOCK_BAIT_CLASSES;
          bait.setAttribute('aria-hidden', 'true');
          bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px';
          document.body.append(bait);
          cleanups.push(() => bait.remove());
          after(BAIT_CHECK_MS, () => {
            const style = getComputedStyle(bait);
            const blocked = isBaitBlocked({
              attached: bait.isConnected,
              offsetHeight: bait.offsetHeight,
              display: style.display,
              visibility: style.visibility,
            });
            bait.remove();
            if (blocked) fire();
          });
        });
        return;
    }
  };

  return {
    name: config.name,
    arm,
    disarm: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
