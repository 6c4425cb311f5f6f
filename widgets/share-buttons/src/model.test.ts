import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH } from '@vitrine/core';
import { NETWORK_NAMES, networkOf, type LinkNetwork, shareAction, sharedImage, sharedUrl, shareUrl } from './model.ts';

const PAGE = { url: 'https://boutique.ch/produit/miel/', title: 'Miel de sapin', image: 'https://boutique.ch/img/miel.jpg' };
const LINK_NETWORKS = Object.keys(NETWORK_NAMES).filter((n) => n !== 'print') as LinkNetwork[];

describe('the networks (spec §9.4: about twenty plus e-mail and print)', () => {
  it('knows twenty networks besides e-mail and print, and Elementor’s older names', () => {
    expect(LINK_NETWORKS.filter((n) => n !== 'email')).toHaveLength(19);
    expect(networkOf('twitter')).toBe('x');
    expect(networkOf(' StumbleUpon ')).toBe('mix');
    expect(networkOf('print')).toBe('print');
    expect(networkOf('myspace')).toBeNull();
    expect(networkOf('constructor')).toBeNull();
    expect(networkOf(null)).toBeNull();
  });

  it('builds each network’s documented address', () => {
    expect(shareUrl('facebook', PAGE)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F');
    expect(shareUrl('x', PAGE)).toBe('https://x.com/intent/post?text=Miel%20de%20sapin&url=https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F');
    expect(shareUrl('pinterest', PAGE)).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F&description=Miel%20de%20sapin&media=https%3A%2F%2Fboutique.ch%2Fimg%2Fmiel.jpg',
    );
    expect(shareUrl('pinterest', { url: PAGE.url, title: PAGE.title })).not.toContain('media=');
    expect(shareUrl('whatsapp', PAGE)).toBe('https://api.whatsapp.com/send?text=Miel%20de%20sapin%20https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F');
    expect(shareUrl('email', PAGE)).toBe('mailto:?subject=Miel%20de%20sapin&body=https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F');
    expect(shareUrl('viber', PAGE)).toMatch(/^viber:\/\/forward\?text=/);
  });

  it('keeps a hostile title and address inside their own parameter, whole', () => {
    const hostile = { url: 'https://boutique.ch/a?b=1&c=2#x', title: 'L’“été” & <co> #1\nligne 2 ?x=y&z', image: 'https://boutique.ch/i.jpg?a=1&b=2' };
    for (const network of LINK_NETWORKS) {
      const address = shareUrl(network, hostile);
      expect(address, network).not.toMatch(/[\s"<>#]/);
      const query = new URL(address.replace(/^viber:\/\//, 'https://viber/').replace(/^mailto:/, 'https://mail/')).searchParams;
      const values = Array.from(query.values()).join('\n');
      if (network !== 'digg' && network !== 'mix' && network !== 'xing' && network !== 'line' && network !== 'linkedin' && network !== 'facebook') {
        expect(values, network).toContain(hostile.title);
      }
      expect(values, network).toContain(hostile.url);
    }
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, url) => {
        const query = new URL(shareUrl('reddit', { url, title })).searchParams;
        return query.get('title') === title && query.get('url') === url && [...query.keys()].length === 2;
      }),
    );
  });
});

describe('the address shared', () => {
  const here = 'https://boutique.ch/produit/miel/?utm_source=news&fbclid=abc&coloris=bleu#avis';

  it('is the canonical link when it is an http(s) address', () => {
    expect(sharedUrl('https://boutique.ch/produit/miel/', here)).toBe('https://boutique.ch/produit/miel/');
    expect(sharedUrl('/produit/miel/', here)).toBe('https://boutique.ch/produit/miel/');
  });

  it('refuses a javascript: or data: canonical and falls back to the page without fragment or campaign parameters', () => {
    for (const canonical of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '', null, 'http://[::1']) {
      expect(sharedUrl(canonical, here)).toBe('https://boutique.ch/produit/miel/?coloris=bleu');
    }
  });

  it('shares an image only when it is an http(s) address', () => {
    expect(sharedImage('/img/miel.jpg', here)).toBe('https://boutique.ch/img/miel.jpg');
    expect(sharedImage('javascript:x', here)).toBeUndefined();
    expect(sharedImage(null, here)).toBeUndefined();
  });
});

describe('what a press does', () => {
  const desktop = { viewportWidth: 1280, left: 100, top: 50, width: 1400, height: 900 };

  it('opens a 600 × 480 window centred on the shop’s window, without a way back to the shop', () => {
    expect(shareAction('facebook', desktop)).toEqual({
      kind: 'popup',
      features: 'popup,noopener,noreferrer,width=600,height=480,left=500,top=260',
    });
  });

  it('follows the link on a phone (a new tab), and always for e-mail and Viber; prints for print', () => {
    expect(shareAction('facebook', { ...desktop, viewportWidth: MOBILE_MAX_WIDTH })).toEqual({ kind: 'follow' });
    expect(shareAction('facebook', { ...desktop, viewportWidth: MOBILE_MAX_WIDTH + 1 }).kind).toBe('popup');
    expect(shareAction('email', desktop)).toEqual({ kind: 'follow' });
    expect(shareAction('viber', desktop)).toEqual({ kind: 'follow' });
    expect(shareAction('print', desktop)).toEqual({ kind: 'print' });
  });
});
