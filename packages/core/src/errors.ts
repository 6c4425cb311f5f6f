import { t } from './i18n.ts';

export type TransportErrorKind = 'network' | 'timeout' | 'http' | 'invalid' | 'nonce' | 'aborted';

/** Every way a server call can fail, typed, so a widget can always leave its loading state with a message. */
export class TransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly status: number | undefined;
  readonly endpoint: string;

  constructor(kind: TransportErrorKind, endpoint: string, detail: string, status?: number) {
    super(`${endpoint}: ${kind}${status ? ` ${status}` : ''} – ${detail}`);
    this.name = 'TransportError';
    this.kind = kind;
    this.status = status;
    this.endpoint = endpoint;
  }
}

export function isAborted(error: unknown): boolean {
  return error instanceof TransportError && error.kind === 'aborted';
}

/** The French message a shopper sees for a failed call (never the server's raw text). */
export function shopperMessage(error: unknown): string {
  const kind = error instanceof TransportError ? error.kind : 'network';
  switch (kind) {
    case 'timeout':
      return t('The shop took too long to answer. Please try again.');
    case 'http':
    case 'invalid':
      return t('The shop had a problem with your request. Please try again.');
    case 'nonce':
      return t('Your session has expired. Please reload the page.');
    default:
      return t('The shop could not be reached. Check your connection and try again.');
  }
}
