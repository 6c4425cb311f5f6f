import type { NonceName } from '@vitrine/contract';
import { getConfig } from './config.ts';

const current = new Map<NonceName, string>();
const refreshers = new Map<NonceName, () => Promise<string>>();

export function getNonce(name: NonceName): string {
  return current.get(name) ?? getConfig().nonces[name];
}

/** Answers that carry a fresh nonce (the side cart's `ajax_nonce`) keep it current. */
export function setNonce(name: NonceName, value: string): void {
  if (value) current.set(name, value);
}

/** A feature that knows how to get a fresh nonce registers it; transport then retries once on expiry. */
export function registerNonceRefresher(name: NonceName, refresh: () => Promise<string>): void {
  refreshers.set(name, refresh);
}

export function nonceRefresher(name: NonceName): (() => Promise<string>) | undefined {
  return refreshers.get(name);
}

export function resetNonces(): void {
  current.clear();
  refreshers.clear();
}
