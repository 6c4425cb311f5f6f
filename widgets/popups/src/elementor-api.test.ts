// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { provideElementorPopupApi } from './elementor-api.ts';
import { $openPopups, closePopup, registerPopup } from './state.ts';

type Page = NonNullable<Parameters<typeof provideElementorPopupApi>[0]>;

afterEach(() => {
  for (const id of $openPopups.get()) closePopup(id);
});

describe('elementorProFrontend.modules.popup.showPopup for the theme’s scripts', () => {
  it('opens a Vitrine popup by id (a number too), and toggles it closed', () => {
    setConfig(parseConfig({}));
    const stop = registerPopup('42', {});
    const page: Page = {};
    provideElementorPopupApi(page);
    page.elementorProFrontend!.modules!.popup!.showPopup!({ id: 42 });
    expect($openPopups.get()).toEqual(['42']);
    page.elementorProFrontend!.modules!.popup!.showPopup!({ id: '42', toggle: true });
    expect($openPopups.get()).toEqual([]);
    stop();
  });

  it('leaves a real Elementor Pro’s popup module and the rest of its frontend alone', () => {
    const showPopup = () => {};
    const other = { init: () => {} };
    const page = { elementorProFrontend: { modules: { popup: { showPopup }, other } } } as Page;
    provideElementorPopupApi(page);
    expect(page.elementorProFrontend!.modules!.popup!.showPopup).toBe(showPopup);
    expect((page.elementorProFrontend!.modules as Record<string, unknown>).other).toBe(other);
  });

  it('is there once the popups widget is loaded', async () => {
    await import('./index.ts');
    expect(typeof (window as Page & Window).elementorProFrontend?.modules?.popup?.showPopup).toBe('function');
  });
});
