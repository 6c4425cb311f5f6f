import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that follows one request through its awaits (catalog/names.ts: the session whose names a catalogue read
 * shows). Node's AsyncLocalStorage; request-scope.browser.ts in the static demo's service worker.
 */
export interface RequestScope<T> {
  run<R>(value: T, fn: () => R): R;
  current(): T | undefined;
}

export function requestScope<T>(): RequestScope<T> {
  const storage = new AsyncLocalStorage<T>();
  return { run: (value, fn) => storage.run(value, fn), current: () => storage.getStore() };
}
