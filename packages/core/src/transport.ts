import * as v from 'valibot';
import type { Call } from '@vitrine/contract';
import { getConfig } from './config.ts';
import { encodeForm, encodeMultipart } from './encode.ts';
import { TransportError } from './errors.ts';
import { getNonce, nonceRefresher, setNonce } from './nonces.ts';
import { SerialQueue } from './queue.ts';

/**
 * The one way Vitrine talks to the shop's server. Every call is described by the contract (endpoint,
 * body, schema); this module sends it, enforces the cart queue, aborts superseded calls, times out,
 * refreshes an expired nonce once, and turns every failure into a typed TransportError.
 */

export interface SendOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

const cartQueue = new SerialQueue();
const running = new Map<string, AbortController>();
/** The Store API's `Cart-Token`, from its latest answer: sent back on its calls. */
let storeCartToken = '';

export function endpointUrl(call: Pick<Call<unknown>, 'endpoint' | 'via' | 'query'>): string {
  const { endpoints } = getConfig();
  let url: string;
  if (call.via === 'wc-ajax') url = endpoints.wc_ajax_url.replace('%%endpoint%%', encodeURIComponent(call.endpoint));
  else if (call.via === 'admin-ajax') url = endpoints.admin_ajax_url;
  else url = endpoints.rest_url.replace(/\/?$/, '/') + call.endpoint.replace(/^\//, '');
  if (call.query) {
    const extra = new URLSearchParams(call.query).toString();
    if (extra) url += (url.includes('?') ? '&' : '?') + extra;
  }
  return url;
}

function requestInit<T>(call: Call<T>): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (call.session === 'store-api' && storeCartToken) headers['Cart-Token'] = storeCartToken;
  let body: BodyInit;
  const nonce = call.nonce;
  if (call.body.kind === 'none') {
    if (nonce?.header) headers[nonce.header] = getNonce(nonce.name);
    return { method: 'GET', headers, credentials: 'same-origin' };
  }
  if (call.body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body.value);
  } else {
    const fields = { ...call.body.fields };
    if (nonce?.field) fields[nonce.field] = getNonce(nonce.name);
    body = call.body.kind === 'multipart' ? encodeMultipart(fields) : encodeForm(fields);
  }
  if (nonce?.header) headers[nonce.header] = getNonce(nonce.name);
  return { method: 'POST', headers, body, credentials: 'same-origin' };
}

/** The Store API's codes for a missing (401) and a stale (403) nonce. */
const STORE_NONCE_CODES = new Set(['woocommerce_rest_missing_nonce', 'woocommerce_rest_invalid_nonce']);

/** WordPress answers an expired nonce with 403 `-1`; the side cart with `{code: 401}`; the Store API with its codes. */
function isExpiredNonce(status: number, text: string, data: unknown): boolean {
  if (status === 403 && text.trim() === '-1') return true;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return code === 401 || (typeof code === 'string' && STORE_NONCE_CODES.has(code));
}

async function attempt<T>(call: Call<T>, options: SendOptions): Promise<T> {
  const controller = new AbortController();
  let why: 'timeout' | 'aborted' | undefined;
  const abort = (reason: 'timeout' | 'aborted') => {
    why ??= reason;
    controller.abort();
  };
  const timeoutMs = options.timeoutMs ?? getConfig().request_timeout_ms;
  const timer = setTimeout(() => abort('timeout'), timeoutMs);
  const onOuterAbort = () => abort('aborted');
  if (options.signal?.aborted) abort('aborted');
  options.signal?.addEventListener('abort', onOuterAbort);
  if (call.supersedes) {
    running.get(call.supersedes)?.abort();
    running.set(call.supersedes, controller);
  }
  controller.signal.addEventListener('abort', () => {
    why ??= 'aborted';
  });

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(endpointUrl(call), { ...requestInit(call), signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (why) throw new TransportError(why, call.endpoint, why === 'timeout' ? `no answer after ${timeoutMs} ms` : 'aborted');
      throw new TransportError('network', call.endpoint, error instanceof Error ? error.message : String(error));
    }

    let data: unknown;
    const trimmed = text.trim();
    if (call.emptyIsNull && (trimmed === '' || trimmed === 'false')) data = null;
    else {
      try {
        data = JSON.parse(trimmed);
      } catch {
        data = undefined;
      }
    }
    if (call.session === 'store-api') {
      storeCartToken = response.headers.get('Cart-Token') ?? storeCartToken;
      const fresh = call.nonce?.header ? response.headers.get(call.nonce.header) : null;
      if (fresh && call.nonce) setNonce(call.nonce.name, fresh);
    }
    if (call.nonce && isExpiredNonce(response.status, text, data)) {
      throw new TransportError('nonce', call.endpoint, 'nonce expired', response.status);
    }
    const refusal = call.readsRefusals && response.status >= 400 && response.status < 500 && data !== undefined;
    if (!response.ok && !refusal) throw new TransportError('http', call.endpoint, trimmed.slice(0, 120), response.status);
    if (data === undefined) throw new TransportError('invalid', call.endpoint, 'answer is not JSON', response.status);

    if (typeof data === 'object' && data !== null) {
      const fresh = (data as { ajax_nonce?: unknown }).ajax_nonce;
      if (typeof fresh === 'string') setNonce('fkcart', fresh);
    }
    const parsed = v.safeParse(call.schema, data);
    if (!parsed.success) {
      const where = parsed.issues[0] ? (v.getDotPath(parsed.issues[0]) ?? '') : '';
      throw new TransportError('invalid', call.endpoint, `answer does not match its schema ${where}`.trim(), response.status);
    }
    return parsed.output;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
    if (call.supersedes && running.get(call.supersedes) === controller) running.delete(call.supersedes);
  }
}

async function withNonceRetry<T>(call: Call<T>, options: SendOptions): Promise<T> {
  try {
    return await attempt(call, options);
  } catch (error) {
    const refresh = call.nonce && nonceRefresher(call.nonce.name);
    if (!(error instanceof TransportError) || error.kind !== 'nonce' || !refresh || !call.nonce) throw error;
    let fresh: string;
    try {
      fresh = await refresh();
    } catch {
      throw error;
    }
    setNonce(call.nonce.name, fresh);
    return attempt(call, options);
  }
}

type UncertainListener = (endpoint: string) => void;
const uncertainListeners = new Set<UncertainListener>();

/**
 * A cart call that timed out or lost its connection may still have been carried out by the server: the
 * shopper's cart is then unknown until it is read again. Cart sync listens and refreshes.
 */
export function onUncertainCartCall(listener: UncertainListener): () => void {
  uncertainListeners.add(listener);
  return () => uncertainListeners.delete(listener);
}

function isUncertain(error: unknown): boolean {
  return error instanceof TransportError && (error.kind === 'timeout' || error.kind === 'network');
}

/** Sends a contract call and resolves with its schema-checked answer, or rejects with a TransportError. */
export function send<T>(call: Call<T>, options: SendOptions = {}): Promise<T> {
  if (call.queue !== 'cart') return withNonceRetry(call, options);
  return cartQueue.run(() =>
    withNonceRetry(call, options).catch((error: unknown) => {
      if (isUncertain(error)) for (const listener of uncertainListeners) listener(call.endpoint);
      throw error;
    }),
  );
}
