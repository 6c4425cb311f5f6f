import { vi } from 'vitest';

/**
 * Test helpers for the elements: production code never imports this file.
 * Widgets start the cart sync, which asks the (absent) server once: `answer` stands in for the shop.
 */
export function stubShop(
  answer: (url: string, init: RequestInit) => Response | Promise<Response> = () => json({ fragments: {}, cart_hash: '' }),
) {
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(answer(String(input), init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Puts markup in the page and waits until the element inside it is mounted. */
export async function mount(markup: string, tag: string): Promise<HTMLElement> {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>(tag);
  if (!host) throw new Error(`no <${tag}> in the markup`);
  await vi.waitFor(() => {
    if (!host.hasAttribute('data-vitrine-ready')) throw new Error(`<${tag}> not ready`);
  });
  return host;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** happy-dom's own controls on `window`, which its types do not declare. */
export function happyDOM(): { setViewport(size: { width?: number; height?: number }): void } {
  return (window as unknown as { happyDOM: ReturnType<typeof happyDOM> }).happyDOM;
}
