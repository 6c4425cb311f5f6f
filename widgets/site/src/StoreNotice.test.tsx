// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, mount } from '@vitrine/core/testing';
import './index.ts';

const MARKUP = `<fk-store-notice><p class="woocommerce-store-notice demo_store" data-notice-id="a1b2" style="display:none">
  Livraison offerte dès 80 CHF <a href="#" role="button" class="woocommerce-store-notice__dismiss-link">Ignorer</a></p></fk-store-notice>`;
const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const link = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;

beforeEach(() => {
  clearCookies();
});

describe('<fk-store-notice> (spec §4.3)', () => {
  it('shows the notice until dismissed, then remembers it in store_notice{id}=hidden', async () => {
    await mount(MARKUP, 'fk-store-notice');
    expect(notice().style.display).toBe('');
    link().click();
    expect(notice().style.display).toBe('none');
    expect(document.cookie).toContain('store_noticea1b2=hidden');

    await mount(MARKUP, 'fk-store-notice');
    expect(notice().style.display).toBe('none');
  });

  it('dismisses with Space on the role=button link', async () => {
    await mount(MARKUP, 'fk-store-notice');
    link().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(notice().style.display).toBe('none');
  });

  it('ignores another notice’s cookie', async () => {
    document.cookie = 'store_noticezzz=hidden; path=/';
    await mount(MARKUP, 'fk-store-notice');
    expect(notice().style.display).toBe('');
  });
});
