import type { Router } from '../http/router.ts';
import type { StoreHooks } from '../store.ts';
import { beforeCall } from './faults.ts';
import { registerTestRoutes } from './routes.ts';
import { TestModeState } from './state.ts';

/**
 * Test mode (`--test-mode`): the `/__test/*` API browser tests drive, and the store's hooks (store.ts `StoreHooks`)
 * through which its per-session faults, latency, settings, names and express switches reach the shop. One per app,
 * created with it; an app created without it has neither the routes (404) nor the hooks.
 */
export interface TestMode {
  hooks: StoreHooks;
  /** Mounts every `/__test/*` route; after the session middleware, so each call is on the caller's session. */
  register: (router: Router) => void;
}

export function createTestMode(): TestMode {
  const state = new TestModeState();
  return {
    hooks: {
      productName: (sessionId, id) => state.peek(sessionId)?.names?.products.get(id),
      termName: (sessionId, taxonomy, slug) => state.peek(sessionId)?.names?.terms.get(`${taxonomy}:${slug}`),
      categoryName: (sessionId, id) => state.peek(sessionId)?.names?.categories.get(id),
      settingOverrides: (sessionId) => state.peek(sessionId)?.settings,
      expressOverrides: (sessionId) => state.peek(sessionId)?.express,
      beforeCall: (c, endpoint, body) => beforeCall(state, c, endpoint, body),
      sessionRotated: (from, to) => state.moveSession(from, to),
    },
    register: ({ app }) => registerTestRoutes(app, state),
  };
}
