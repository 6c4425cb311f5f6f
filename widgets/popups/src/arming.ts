/**
 * Arming one popup (§4.15), in its own chunk (model.ts loads it only for a popup that can still be triggered):
 * every enabled timing rule must pass, then the triggers listen and the first to fire opens the popup and disarms
 * the rest. What it needs from the page's state comes in as arguments, so this chunk shares no module with the rest.
 */
import { getConfig } from '@vitrine/core';
import { allRulesPass, parseWallClock, type TimingContext } from './timing-rules.ts';
import { triggerHandle } from './trigger-handles.ts';
import { TriggerCoordinator, readTriggers } from './triggers.ts';

export interface Visitor {
  id: string;
  /** Page views and sessions since this popup's baseline, which the first reading stores. */
  pageViews: () => number;
  sessions: () => number;
  /** Impressions in the current `times` period. */
  impressions: number;
  open: () => void;
}

const enabled = (v: unknown): boolean => Boolean(v) && v !== 'no';

/** What the timing rules read, gathered once. */
export function timingContext(timing: Record<string, unknown>, visitor: Visitor): TimingContext {
  const roles = getConfig().elementor.user_roles.filter((role) => role !== 'guest');
  // The server's clock at render, moved on by the time since the page started loading.
  const server = parseWallClock(timing.schedule_server_datetime);
  return {
    now: new Date(),
    serverNow: server ? new Date(server.first.getTime() + performance.now()) : undefined,
    referrer: document.referrer,
    currentHost: location.host,
    userRoles: roles.length ? roles : null,
    viewportWidth: window.innerWidth,
    userAgent: navigator.userAgent,
    // Baselines are stored on first reading, so only for the rules in use (as the original).
    pageViews: enabled(timing.page_views) ? visitor.pageViews() : 0,
    sessions: enabled(timing.sessions) ? visitor.sessions() : 0,
    impressions: { count: visitor.impressions },
  };
}

/** Returns what disarms the triggers; nothing is armed when a rule fails. */
export function armPopup(timing: Record<string, unknown>, triggers: Record<string, unknown>, visitor: Visitor): () => void {
  if (!allRulesPass(timing, timingContext(timing, visitor))) return () => {};
  const coordinator = new TriggerCoordinator(visitor.open, (name, error) => console.warn(`[vitrine] popup ${visitor.id} : déclencheur ${name} ignoré`, error));
  coordinator.arm(readTriggers(triggers).map(triggerHandle));
  return () => coordinator.disarmAll();
}
