/**
 * The contact buttons' rules (Elementor's floating « Contact Buttons » and « Floating Bars »): each channel's link
 * built from what the theme gives (a number, an address, a user name), checked before it becomes an href, and the
 * floating bar's remembered dismissal. A value that does not fit its channel is refused with a warning: it never
 * reaches the page, so no attribute can smuggle in a `javascript:` link or extra mail headers.
 */

export const CHANNEL_TYPES = ['whatsapp', 'phone', 'sms', 'email', 'messenger', 'viber', 'telegram'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** A channel as the theme writes it in the `channels` attribute. */
export interface ChannelInput {
  type: ChannelType;
  /** A phone number (WhatsApp, téléphone, SMS, Viber), an e-mail address, or a Messenger or Telegram user name. */
  value: string;
  /** Overrides the channel's own name as the link text. */
  label?: string;
  /** WhatsApp: the message the conversation starts with. */
  message?: string;
}

/** A channel ready to render: a checked link and its text. */
export interface Channel {
  type: ChannelType;
  href: string;
  /** The channel's name (`t()` key) or the theme's label. */
  label: string;
  /** What the link reaches, shown under its name: the number, the address or the user name. */
  detail: string;
}

/** Each channel's name, as `t()` keys. */
export const CHANNEL_NAMES: Record<ChannelType, string> = {
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  sms: 'SMS',
  email: 'Email',
  messenger: 'Messenger',
  viber: 'Viber',
  telegram: 'Telegram',
};

/**
 * A phone number's digits (with its leading + kept apart): spaces, dots, dashes and brackets are the only other
 * characters a number may carry; E.164 allows 15 digits at most.
 */
export function phoneDigits(value: string): { international: boolean; digits: string } | null {
  const text = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return { international: text.startsWith('+'), digits };
}

// Plain addresses only: no `?`, `&`, `%` or `#`, which would add headers (cc, body) to the mail the link opens.
const EMAIL = /^[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// Facebook page or user names: letters, digits and dots; Telegram: a letter, then letters, digits, underscores.
const MESSENGER = /^[A-Za-z0-9.]{5,50}$/;
const TELEGRAM = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** The checked link of one channel, or null when its value does not fit it. */
export function channelHref(input: ChannelInput): string | null {
  const value = typeof input.value === 'string' ? input.value.trim() : '';
  switch (input.type) {
    case 'whatsapp': {
      const phone = phoneDigits(value);
      if (!phone) return null;
      const text = typeof input.message === 'string' && input.message.trim() ? `?text=${encodeURIComponent(input.message.trim().slice(0, 500))}` : '';
      return `https://wa.me/${phone.digits}${text}`;
    }
    case 'phone':
    case 'sms': {
      const phone = phoneDigits(value);
      return phone ? `${input.type === 'phone' ? 'tel' : 'sms'}:${phone.international ? '+' : ''}${phone.digits}` : null;
    }
    case 'viber': {
      const phone = phoneDigits(value);
      return phone ? `viber://chat?number=%2B${phone.digits}` : null;
    }
    case 'email':
      return value.length <= 254 && EMAIL.test(value) ? `mailto:${value}` : null;
    case 'messenger':
      return MESSENGER.test(value) ? `https://m.me/${value}` : null;
    case 'telegram':
      return TELEGRAM.test(value) ? `https://t.me/${value}` : null;
    default:
      return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The channels of the `channels` attribute that can be shown, in its order; each refused one is named in a
 * warning (a theme's mistake shows in the console, not as a broken link).
 */
export function readChannels(raw: unknown, warn: (message: string) => void = console.warn): Channel[] {
  if (!Array.isArray(raw)) return [];
  const channels: Channel[] = [];
  for (const entry of raw.slice(0, 12)) {
    const type = isRecord(entry) ? entry.type : undefined;
    if (!isRecord(entry) || !(CHANNEL_TYPES as readonly unknown[]).includes(type)) {
      warn(`[vitrine] <fk-contact-buttons> canal inconnu ignoré : ${JSON.stringify(type ?? null)}`);
      continue;
    }
    const input = entry as unknown as ChannelInput;
    const href = channelHref(input);
    if (!href) {
      warn(`[vitrine] <fk-contact-buttons> ${input.type} : valeur refusée`);
      continue;
    }
    const label = typeof input.label === 'string' && input.label.trim() ? input.label.trim().slice(0, 60) : CHANNEL_NAMES[input.type];
    channels.push({ type: input.type, href, label, detail: String(input.value).trim() });
  }
  return channels;
}

/** An avatar's address: http(s) only, absolute or relative to the page; anything else shows no avatar. */
export function avatarUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The cookie that remembers a dismissed floating bar, or null when its id is unusable (the bar then simply shows
 * on every page). Ids are short names, so they never need encoding in a cookie name.
 */
export function barCookieName(barId: unknown): string | null {
  return typeof barId === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(barId) ? `fk_bar_${barId}` : null;
}

/** How long a dismissal holds, in days (a campaign's bar; a new version shows again at once). */
export const BAR_DISMISS_DAYS = 90;

/** A bar stays hidden only when the version dismissed is this very one: a new version shows again. */
export function isBarDismissed(remembered: string | undefined, version: string): boolean {
  return remembered !== undefined && remembered === version;
}
