// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { debugRequested } from './debug-flag.ts';

afterEach(() => {
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('debug mode is asked for', () => {
  it('by ?vitrine_debug=1', () => {
    expect(debugRequested()).toBe(false);
    history.replaceState(null, '', '/boutique/?vitrine_debug=1');
    expect(debugRequested()).toBe(true);
    history.replaceState(null, '', '/boutique/?vitrine_debug=10');
    expect(debugRequested()).toBe(false);
  });

  it('by "debug": true in the page config, and not by a broken config', () => {
    document.head.innerHTML = '<script type="application/json" id="vitrine-config">{"debug": true}</script>';
    expect(debugRequested()).toBe(true);
    document.head.innerHTML = '<script type="application/json" id="vitrine-config">{"debug": tru</script>';
    expect(debugRequested()).toBe(false);
  });
});
