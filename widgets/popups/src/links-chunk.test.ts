// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The clicks that come before the links chunk (links.ts) has arrived: each test gets a fresh popups chunk whose links
 * chunk has not been fetched yet, and counts the fetches (links.test.ts covers the links themselves, chunk loaded).
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const hash = (action: string, settings?: unknown) => `#elementor-action:action=${action}${settings ? `&settings=${b64(settings)}` : ''}`;

const cleanups: Array<() => void> = [];

// The links chunk (with the lightbox it imports) compiled once before the tests: each test's wait is then for the
// chunk's flow, not for the test runner's first compile of it on a loaded machine (vi.waitFor gives up after 1 s).
beforeAll(async () => {
  await import('./links.ts');
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.doUnmock('./links.ts');
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

async function freshPage(html: string, { failures = 0 } = {}) {
  vi.resetModules();
  let fetched = 0;
  vi.doMock('./links.ts', async (importOriginal) => {
    fetched += 1;
    if (fetched <= failures) throw new Error('hors ligne');
    return importOriginal();
  });
  const core = await import('@vitrine/core');
  core.setConfig(core.parseConfig({}));
  const model = await import('./state.ts');
  const gate = await import('./links-chunk.ts');
  document.body.innerHTML = `<fk-popup popup-id="42"></fk-popup>${html}`;
  cleanups.push(model.registerPopup('42', {}), gate.startLinks(), () => {
    for (const id of model.$openPopups.get()) model.closePopup(id);
  });
  return { model, gate, fetched: () => fetched };
}

function click(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
}

describe('links clicked before their chunk has arrived', () => {
  it('a hash action: its default is prevented at once, and it runs once the chunk is here', async () => {
    const { model, fetched } = await freshPage(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>`);
    expect(click('#open').defaultPrevented).toBe(true);
    expect(model.$openPopups.get()).toEqual([]);
    await vi.waitFor(() => expect(model.$openPopups.get()).toEqual(['42']));
    expect(fetched()).toBe(1);
  });

  it('an anchor scrolls and takes focus once the chunk is here; a link Vitrine leaves alone keeps its default', async () => {
    await freshPage('<a id="away" href="/boutique/">Boutique</a><a id="go" href="#livraison">Livraison</a><h2 id="livraison">Livraison</h2>');
    const target = document.getElementById('livraison')!;
    target.scrollIntoView = vi.fn();
    expect(click('#away').defaultPrevented).toBe(false);
    expect(click('#go').defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(location.hash).toBe('#livraison');
  });

  it('a pointer over such a link fetches the chunk, so the click is followed within the click', async () => {
    const { model, gate, fetched } = await freshPage(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>`);
    document.querySelector('#open')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(fetched()).toBe(1));
    await gate.preloadLinks();
    click('#open');
    expect(model.$openPopups.get()).toEqual(['42']);
    expect(fetched()).toBe(1);
  });

  it('a chunk that could not be fetched is asked for again by the next click', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { model, fetched } = await freshPage(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>`, { failures: 1 });
    expect(click('#open').defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[vitrine] liens indisponibles', expect.anything()));
    expect(model.$openPopups.get()).toEqual([]);
    click('#open');
    await vi.waitFor(() => expect(model.$openPopups.get()).toEqual(['42']));
    expect(fetched()).toBe(2);
  });

  it('Escape pressed while the chunk downloads takes the click back: the popup it asked for does not open', async () => {
    const { model, gate } = await freshPage(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>`);
    click('#open');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await gate.preloadLinks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.$openPopups.get()).toEqual([]);
    // The next click, chunk here, opens it.
    click('#open');
    expect(model.$openPopups.get()).toEqual(['42']);
  });
});

describe('what a link opens', () => {
  it('takes Escape from the click on: a key pressed right after it closes the lightbox and frees the page', async () => {
    const { gate } = await freshPage(`<main id="main"><a id="image" href="${hash('lightbox', { type: 'image', url: '/a.png' })}">Photo</a></main>`);
    await gate.preloadLinks();
    // As fast as a keyboard after a click: no render turn between them.
    click('#image');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.fk-lightbox')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
