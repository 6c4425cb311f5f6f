import { describe, expect, it } from 'vitest';
import { listenHost } from './listen.ts';

describe('the address the store listens on (first outside review, finding 7)', () => {
  it('is the loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});
