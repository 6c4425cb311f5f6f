import './french.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { holdEscape, ServerMarkup, t, type WidgetProps } from '@vitrine/core';
import { avatarUrl, readChannels } from './model.ts';

export interface ContactButtonsProps extends WidgetProps {
  /** `[{ "type": "whatsapp", "value": "+41 79 123 45 67" }, …]`: see model.ts. */
  channels?: unknown;
  /** The header: who answers, their picture, and a status line (« Répond en général en une heure »). */
  name?: string;
  avatar?: string;
  status?: string;
  /** The corner: `end` (default, bottom right in a left-to-right page) or `start`. */
  position?: string;
  /** The round button's name; « Nous contacter » by default. */
  label?: string;
}

const ICONS: Record<string, string> = {
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z',
  phone: 'M6.6 3h3l1.5 4.5-2 1.5a11 11 0 0 0 5.9 5.9l1.5-2 4.5 1.5v3A2 2 0 0 1 19 20 16 16 0 0 1 4 5a2 2 0 0 1 2.6-2z',
  sms: 'M4 4h16v12H8l-4 4z',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
  messenger: 'M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3z',
  viber: 'M12 3c5 0 8 2.5 8 8s-3 8-8 8l-3 2v-2.5C6 17 4 15 4 11c0-5.5 3-8 8-8z',
  telegram: 'M3 11l18-7-3 16-6-5-3 3v-4l9-8-11 6z',
};

function ChannelIcon({ type }: { type: string }) {
  return (
    <svg className="fk-contact__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={ICONS[type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * `fk-contact-buttons`: Elementor's floating « Contact Buttons ». A round button in a corner opens a panel with a
 * header (name, avatar, status) and the shop's channels, each a real link checked by model.ts. The button says
 * whether the panel is open (aria-expanded) and which it is (aria-controls); opening moves focus to the first
 * channel; Escape, the panel's close button or a click elsewhere close it, and focus goes back to the button.
 * Without usable channels, what the server printed stays (a plain list of the same links).
 */
export function ContactButtons({ serverMarkup, channels, name, avatar, status, position, label }: ContactButtonsProps) {
  const links = useMemo(() => readChannels(channels), [channels]);
  const picture = useMemo(() => avatarUrl(avatar, location.href), [avatar]);
  const asPrinted = useMemo(() => (serverMarkup ? [serverMarkup] : []), [serverMarkup]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('.fk-contact__channel')?.focus();
    const closeAndReturn = () => {
      setOpen(false);
      toggle.current?.focus();
    };
    const leave = holdEscape(closeAndReturn);
    // A press elsewhere closes the panel and leaves focus where the shopper put it.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      leave();
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (links.length === 0) return <ServerMarkup markup={asPrinted} />;
  const heading = name?.trim() || t('Contact us');

  return (
    <div ref={root} className={`fk-contact fk-contact--${position === 'start' ? 'start' : 'end'}${open ? ' is-open' : ''}`}>
      <div ref={panel} id={panelId} className="fk-contact__panel" role="dialog" aria-labelledby={titleId} hidden={!open}>
        <div className="fk-contact__header">
          {picture && <img className="fk-contact__avatar" src={picture} alt="" width={48} height={48} />}
          <div className="fk-contact__who">
            <p id={titleId} className="fk-contact__name">
              {heading}
            </p>
            {status?.trim() && <p className="fk-contact__status">{status.trim()}</p>}
          </div>
          <button
            type="button"
            className="fk-contact__close"
            aria-label={t('Close')}
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="fk-contact__channels">
          {links.map((channel) => (
            <li key={channel.href}>
              <a
                className={`fk-contact__channel fk-contact__channel--${channel.type}`}
                href={channel.href}
                {...(channel.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ChannelIcon type={channel.type} />
                <span className="fk-contact__label">
                  {t(channel.label)}
                  <span className="fk-contact__detail">{channel.detail}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button
        ref={toggle}
        type="button"
        className="fk-contact__toggle"
        aria-label={label?.trim() || t('Contact us')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : ICONS.messenger}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
