// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import './index.ts';

const requests: Array<{ url: string; body: unknown }> = [];
const item = (name: string) => `<div class="e-loop-item">${name}</div>`;

beforeAll(() => {
  setConfig(parseConfig({}));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!url.includes('refresh-loop')) throw new Error(`unexpected call: ${url}`);
    const body = JSON.parse(String(init.body));
    requests.push({ url, body });
    const terms: string[] = body.widget_filters.taxonomy?.product_cat?.terms ?? [];
    return new Response(JSON.stringify({ data: terms.map(item).join('') || item('Tout') }));
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  requests.length = 0;
  history.replaceState(null, '', '/');
});

async function page(url: string) {
  history.replaceState(null, '', url);
  document.body.innerHTML = `
    <fk-loop-filter widget-id="flt0001" target="abc1234" taxonomy="product_cat" logical-join="OR" multiple="yes" label="Catégories">
      <a data-filter="coffrets" href="?e-filter-abc1234-product_cat=coffrets">Coffrets</a>
      <a data-filter="textiles" href="?e-filter-abc1234-product_cat=textiles">Textiles</a>
    </fk-loop-filter>
    <fk-loop-grid widget-id="abc1234" post-id="42">${item('Serveur')}</fk-loop-grid>`;
  await vi.waitFor(() => expect(document.querySelectorAll('[data-vitrine-ready]')).toHaveLength(2));
}

const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;

describe('<fk-loop-filter> and <fk-loop-grid>', () => {
  it('render French toggle buttons for the server’s terms, pressed as the address says', async () => {
    await page('/selection/?e-filter-abc1234-product_cat=textiles');
    const group = document.querySelector('fk-loop-filter [role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Catégories');
    expect(Array.from(group.querySelectorAll('button')).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Tout', 'false'],
      ['Coffrets', 'false'],
      ['Textiles', 'true'],
    ]);
    expect(requests).toHaveLength(0); // the server already rendered that listing
  });

  it('a click pushes the address and replaces the listing; « Tout » clears it', async () => {
    await page('/selection/');
    button('Coffrets').click();
    await vi.waitFor(() => expect(document.querySelector('fk-loop-grid')!.textContent).toBe('coffrets'));
    expect(decodeURIComponent(location.search)).toBe('?e-filter-abc1234-product_cat=coffrets');
    button('Textiles').click();
    await vi.waitFor(() => expect(document.querySelector('fk-loop-grid')!.textContent).toBe('coffretstextiles'));
    expect(decodeURIComponent(location.search)).toBe('?e-filter-abc1234-product_cat=coffrets~textiles');
    expect(requests.at(-1)?.body).toMatchObject({ post_id: 42, widget_id: 'abc1234' });
    button('Tout').click();
    await vi.waitFor(() => expect(document.querySelector('fk-loop-grid')!.textContent).toBe('Tout'));
    expect(location.search).toBe('');
    expect(button('Tout').getAttribute('aria-pressed')).toBe('true');
  });
});
