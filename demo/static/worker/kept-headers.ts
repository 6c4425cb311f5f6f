/**
 * Browsers drop `Cookie` from a Request and `Set-Cookie` from a Response made in script (forbidden header names),
 * yet the store reads its session from the Cookie header and writes every cookie with Set-Cookie, through Hono. In
 * the worker, requests and responses are made from these subclasses instead: their `headers` is a plain Headers
 * object, which keeps every header. answer.ts reads the cookies out of it and hands the page a native Response.
 */

const NativeRequest = globalThis.Request;
const NativeResponse = globalThis.Response;

/** The given headers, kept whole, plus what the platform added itself (a string body's Content-Type). */
function keep(target: Request | Response, given: HeadersInit | undefined, prototype: object): void {
  const kept = new Headers(given);
  const own = Reflect.get(prototype, 'headers', target) as Headers;
  own.forEach((value, name) => {
    if (!kept.has(name)) kept.set(name, value);
  });
  Object.defineProperty(target, 'headers', { value: kept, enumerable: true });
}

export class KeptRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    keep(this, init?.headers ?? (input instanceof NativeRequest ? input.headers : undefined), NativeRequest.prototype);
  }
}

export class KeptResponse extends NativeResponse {
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    super(body, init);
    keep(this, init?.headers, NativeResponse.prototype);
  }
}

/** From now on, every Request and Response the store's code makes keeps its headers. */
export function keepHeaders(): void {
  globalThis.Request = KeptRequest;
  globalThis.Response = KeptResponse;
}

/** What the page gets: a native Response, without the cookies (already written into the browser's jar). */
export function nativeResponse(body: BodyInit | null, res: Response): Response {
  const headers = new Headers(res.headers);
  headers.delete('Set-Cookie');
  // The body may have grown (the demo bar); the browser counts it again.
  headers.delete('Content-Length');
  return new NativeResponse(body, { status: res.status, statusText: res.statusText, headers });
}
