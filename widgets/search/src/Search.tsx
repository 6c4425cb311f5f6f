import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { ServerMarkup, goTo, t, type WidgetProps } from '@vitrine/core';
import { Spinner, useMediaQuery, useModal } from '@vitrine/ui';
import { highlightParts } from './model.ts';
import { readServerForm, resultsPageUrl, type ServerForm } from './server-form.ts';
import { createSearchBox, isOpen } from './state.ts';
import { SuggestionOption } from './SuggestionOption.tsx';

/** Phones get the full-screen skin (the breakpoint of Elementor's mobile view). */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The theme's field the shopper may be using as the widget arrives (it loads on their first touch or focus). React
 * renders in slices, so between this first read and the commit that replaces the field the shopper can still type
 * in it or focus it: the commit reads it again, and a focus in between is caught here.
 */
function themeField(host: HTMLElement) {
  const field = host.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
  const seen = { field, focused: field !== null && field === document.activeElement };
  field?.addEventListener('focus', () => (seen.focused = true), { once: true });
  return seen;
}

/**
 * `fk-search`: the theme's product search form with live suggestions as the shopper types (ARIA 1.2 combobox with
 * a listbox popup), and a full-screen panel behind a toggle on phones. The form still submits to the results page.
 */
export function Search({ host, serverMarkup }: WidgetProps) {
  const form = useMemo(() => readServerForm(serverMarkup), [serverMarkup]);
  if (!form) {
    console.warn('[vitrine] <fk-search> ne contient pas de formulaire de recherche : laissé tel quel');
    return <ServerMarkup markup={serverMarkup} />;
  }
  return <SearchForm host={host} form={form} />;
}

function SearchForm({ host, form }: { host: HTMLElement; form: ServerForm }) {
  const [arrival] = useState(() => themeField(host));
  const [box] = useState(() => createSearchBox(arrival.field?.value ?? form.input.value));
  const state = useStore(box.$state);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [panelOpen, setPanelOpen] = useState(() => arrival.focused && mobile);
  const generated = useId();
  const inputId = form.input.id || `fk-search-${generated.replace(/[^a-z0-9]/gi, '')}`;
  const listId = `${inputId}-suggestions`;
  const panelId = `${inputId}-panel`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const open = isOpen(state);
  const modal = mobile && panelOpen;

  useEffect(() => box.stop, [box]);

  // `useStore` listens from a passive effect, a task after the commit. The field is controlled: a key pressed in that
  // gap updates the box, then React puts the field back to what it rendered, and the next key builds on that; only
  // the last one survived (« coff » became « off » on a busy machine). Listening from the commit renders each key.
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => box.$state.listen(() => rendered()), [box]);

  // Focus stays where the shopper put it: the field they were typing in is the one now rendered, and what they typed
  // (up to this very commit) is asked about. Both in the commit itself: a key pressed after it (a passive effect runs
  // a task later) must not be undone by a stale copy of the field.
  useLayoutEffect(() => {
    const typed = arrival.field?.value ?? box.$state.get().typed;
    if (typed !== box.$state.get().typed || (arrival.focused && typed)) box.type(typed);
    if (!arrival.focused) return;
    if (mobile) {
      setPanelOpen(true);
      return;
    }
    const field = input.current;
    if (!field || !arrival.field) return;
    const caret = arrival.field.selectionStart;
    // React writes the new value after this effect; the caret set now must not be moved by that write.
    field.value = typed;
    field.focus({ preventScroll: true });
    if (caret !== null) field.setSelectionRange(caret, caret);
  }, []);

  const closePanel = () => {
    box.dismiss();
    setPanelOpen(false);
  };
  useModal(panel, panel, modal, { onEscape: closePanel, initialFocus: () => input.current, fallbackFocus: () => toggle.current });

  const activeSuggestion = state.active >= 0 ? state.suggestions[state.active] : undefined;
  const allResults = state.term !== null ? resultsPageUrl(form, state.term) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        box.move(event.key);
        return;
      case 'Enter':
        // With an option active, Enter opens its product; without one the form submits (the results page).
        if (open && activeSuggestion && goTo(activeSuggestion.url)) event.preventDefault();
        return;
      case 'Escape':
        // First Escape closes the list; the next clears the field as a native search field does, except in the
        // phone's panel, where it closes the panel (core's Escape stack, through useModal).
        if (open) {
          event.preventDefault();
          box.dismiss();
        } else if (!modal && state.typed !== '') {
          event.preventDefault();
          box.type('');
        }
        return;
    }
  };

  const status =
    state.phase === 'loading' && state.suggestions.length === 0
      ? t('Searching…')
      : state.phase === 'empty'
        ? t('No results')
        : state.phase === 'error'
          ? state.error
          : '';

  return (
    <div className={`fk-search${mobile ? ' fk-search--mobile' : ''}${modal ? ' is-open' : ''}`}>
      {mobile && (
        <button ref={toggle} type="button" className="fk-search__toggle" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen(true)}>
          <svg className="fk-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="fk-search__toggle-label">{t('Search')}</span>
        </button>
      )}
      <div
        ref={panel}
        id={panelId}
        className="fk-search__panel"
        hidden={mobile && !panelOpen}
        {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('Search products') } : {})}
      >
        <form
          role="search"
          aria-label={form.ariaLabel || undefined}
          method={form.method}
          action={form.action}
          className={`${form.className} fk-search__form`.trim()}
        >
          {form.label && (
            <label className={form.labelClassName || undefined} htmlFor={inputId}>
              {form.label}
            </label>
          )}
          <div
            className="fk-search__field"
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) box.dismiss();
            }}
          >
            <input
              ref={input}
              type="search"
              id={inputId}
              name={form.input.name}
              className={form.input.className || undefined}
              placeholder={form.input.placeholder || undefined}
              value={state.typed}
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open && state.suggestions.length > 0}
              aria-controls={listId}
              aria-activedescendant={open && activeSuggestion ? optionId(state.active) : undefined}
              aria-busy={state.phase === 'loading' || undefined}
              onChange={(event) => box.type(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            {open && state.phase === 'loading' && <Spinner className="fk-search__spinner" />}
            <div className="fk-search__popup" hidden={!open}>
              <div role="listbox" id={listId} className="fk-search__list" aria-label={t('Product suggestions')} hidden={state.suggestions.length === 0}>
                {state.suggestions.map((suggestion, index) => (
                  <SuggestionOption
                    key={suggestion.id}
                    id={optionId(index)}
                    suggestion={suggestion}
                    parts={highlightParts(suggestion.name, state.term ?? '')}
                    active={index === state.active}
                    onHover={() => box.setActive(index)}
                    onChoose={() => goTo(suggestion.url)}
                  />
                ))}
              </div>
              {status && <p className={`fk-search__message${state.phase === 'error' ? ' is-error' : ''}`}>{status}</p>}
              {allResults && state.phase !== 'loading' && (
                <a className="fk-search__all" href={allResults}>
                  {t('See all results')}
                </a>
              )}
            </div>
          </div>
          <button type="submit" value={form.submit.value || undefined} className={form.submit.className || undefined}>
            {form.submit.text || t('Search')}
          </button>
          {form.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          {modal && (
            <button type="button" className="fk-search__close" aria-label={t('Close the search')} onClick={closePanel}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
