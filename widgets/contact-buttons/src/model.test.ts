import { describe, expect, it, vi } from 'vitest';
import { avatarUrl, barCookieName, channelHref, isBarDismissed, phoneDigits, readChannels } from './model.ts';

describe('channelHref', () => {
  it('builds each channel’s link from a number, an address or a user name', () => {
    expect(channelHref({ type: 'whatsapp', value: '+41 79 123 45 67' })).toBe('https://wa.me/41791234567');
    expect(channelHref({ type: 'whatsapp', value: '+41791234567', message: 'Bonjour & merci ?' })).toBe(
      'https://wa.me/41791234567?text=Bonjour%20%26%20merci%20%3F',
    );
    expect(channelHref({ type: 'phone', value: '+41 (21) 555-01-23' })).toBe('tel:+41215550123');
    expect(channelHref({ type: 'phone', value: '021 555 01 23' })).toBe('tel:0215550123');
    expect(channelHref({ type: 'sms', value: '+41 79 123 45 67' })).toBe('sms:+41791234567');
    expect(channelHref({ type: 'viber', value: '+41 79 123 45 67' })).toBe('viber://chat?number=%2B41791234567');
    expect(channelHref({ type: 'email', value: 'bonjour@vitrine.example' })).toBe('mailto:bonjour@vitrine.example');
    expect(channelHref({ type: 'messenger', value: 'vitrine.boutique' })).toBe('https://m.me/vitrine.boutique');
    expect(channelHref({ type: 'telegram', value: 'vitrine_boutique' })).toBe('https://t.me/vitrine_boutique');
  });

  it('refuses hostile or malformed values: no script URL, no extra mail headers, no path tricks', () => {
    const refused: Array<[Parameters<typeof channelHref>[0]['type'], string]> = [
      ['phone', 'javascript:alert(1)'],
      ['phone', '+41 79 123 45 67;ext=1'],
      ['whatsapp', '12345'],
      ['whatsapp', '+41 79 123 45 67 89 01 23'],
      ['email', 'x@y.ch?bcc=tous@exemple.ch'],
      ['email', 'bonjour@vitrine.example\r\nBcc: a@b.ch'],
      ['email', '"><img src=x onerror=alert(1)>@x.ch'],
      ['messenger', '../../evil.example/x'],
      ['telegram', 'a/b?c'],
      ['telegram', '1abcde'],
    ];
    for (const [type, value] of refused) expect(channelHref({ type, value }), `${type} ${value}`).toBeNull();
    expect(channelHref({ type: 'skype' as never, value: 'x' })).toBeNull();
  });
});

describe('phoneDigits', () => {
  it('keeps the digits and whether the number is international; 6 to 15 digits', () => {
    expect(phoneDigits(' +41 79 123 45 67 ')).toEqual({ international: true, digits: '41791234567' });
    expect(phoneDigits('12345')).toBeNull();
    expect(phoneDigits('1234567890123456')).toBeNull();
  });
});

describe('readChannels', () => {
  it('keeps the good channels in order, names the refused ones in a warning', () => {
    const warn = vi.fn();
    const channels = readChannels(
      [
        { type: 'phone', value: '+41 21 555 01 23' },
        { type: 'email', value: 'x@y.ch?cc=z@y.ch' },
        { type: 'fax', value: '1' },
        'whatsapp',
        { type: 'whatsapp', value: '+41 79 123 45 67', label: 'Écrivez-nous' },
      ],
      warn,
    );
    expect(channels).toEqual([
      { type: 'phone', href: 'tel:+41215550123', label: 'Phone', detail: '+41 21 555 01 23' },
      { type: 'whatsapp', href: 'https://wa.me/41791234567', label: 'Écrivez-nous', detail: '+41 79 123 45 67' },
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('anything but a list is no channel', () => {
    expect(readChannels({ type: 'phone', value: '+41 21 555 01 23' }, () => {})).toEqual([]);
    expect(readChannels(undefined, () => {})).toEqual([]);
  });
});

describe('avatarUrl', () => {
  it('takes http(s) addresses only', () => {
    expect(avatarUrl('/img/a.jpg', 'https://boutique.ch/contact/')).toBe('https://boutique.ch/img/a.jpg');
    expect(avatarUrl('javascript:alert(1)', 'https://boutique.ch/')).toBeNull();
    expect(avatarUrl('data:image/svg+xml,<svg onload=alert(1)>', 'https://boutique.ch/')).toBeNull();
    expect(avatarUrl('', 'https://boutique.ch/')).toBeNull();
  });
});

describe('the floating bar’s dismissal', () => {
  it('is remembered per bar, in a cookie named after a plain id', () => {
    expect(barCookieName('livraison-offerte')).toBe('fk_bar_livraison-offerte');
    expect(barCookieName('a;b=c')).toBeNull();
    expect(barCookieName(undefined)).toBeNull();
  });

  it('holds only for the version dismissed: a new version shows again', () => {
    expect(isBarDismissed('3', '3')).toBe(true);
    expect(isBarDismissed('2', '3')).toBe(false);
    expect(isBarDismissed(undefined, '3')).toBe(false);
  });
});
