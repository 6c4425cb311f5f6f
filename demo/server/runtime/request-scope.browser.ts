import type { RequestScope } from './request-scope.ts';

/**
 * request-scope.ts for the static demo's service worker, where no context follows a request across awaits. Only hooks
 * that rename catalogue items (test mode, never in the worker) open a scope, so none is ever opened there: a scope
 * that would be shared by interleaved requests is refused rather than given.
 */
export function requestScope<T>(): RequestScope<T> {
  return {
    run: () => {
      throw new Error('request-scope: the service worker has no per-request scope (no hooks rename there)');
    },
    current: () => undefined,
  };
}
