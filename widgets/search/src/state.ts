import { map, type MapStore } from 'nanostores';
import { announce, isAborted, t } from '@vitrine/core';
import { fetchSuggestions } from './calls.ts';
import { nextActive, searchTermOf, TYPING_PAUSE_MS, type Suggestion } from './model.ts';
import './strings.ts';

/**
 * One search box's state (a page may have two: the header's and the results page's). The list shows what the shop
 * answered for `term`; only the latest question may change it: each new one aborts the one still running.
 */

export type SearchPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchState {
  /** What the field holds. */
  typed: string;
  /** What the list answers (null: too short to ask). */
  term: string | null;
  phase: SearchPhase;
  suggestions: Suggestion[];
  /** Index of the active option; -1: none. */
  active: number;
  /** The shopper closed the list (Escape, a click elsewhere); typing opens it again. */
  dismissed: boolean;
  error: string;
}

export const INITIAL: SearchState = { typed: '', term: null, phase: 'idle', suggestions: [], active: -1, dismissed: false, error: '' };

/** What screen readers hear once the suggestions have arrived. */
export function resultsMessage(count: number): string {
  if (count === 0) return t('No results');
  return count === 1 ? t('1 result') : t('{count} results', { count });
}

export interface SearchBox {
  $state: MapStore<SearchState>;
  /** The field changed: wait for a pause in the typing, then ask. */
  type(typed: string): void;
  move(key: 'ArrowDown' | 'ArrowUp'): void;
  setActive(index: number): void;
  dismiss(): void;
  /** Stops a pending or running question (the element left the page). */
  stop(): void;
}

/** Whether the suggestion list is showing. */
export const isOpen = (s: SearchState): boolean => s.term !== null && s.phase !== 'idle' && !s.dismissed;

export function createSearchBox(initialTyped = ''): SearchBox {
  const $state = map<SearchState>({ ...INITIAL, typed: initialTyped });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const stop = () => {
    clearTimeout(timer);
    running?.abort();
    running = undefined;
  };

  async function ask(term: string): Promise<void> {
    const controller = new AbortController();
    running = controller;
    $state.set({ ...$state.get(), term, phase: 'loading', active: -1, dismissed: false, error: '' });
    try {
      const suggestions = await fetchSuggestions(term, controller.signal);
      if (controller.signal.aborted) return;
      $state.set({ ...$state.get(), phase: suggestions.length ? 'results' : 'empty', suggestions, active: -1 });
      announce(resultsMessage(suggestions.length));
    } catch (error) {
      if (controller.signal.aborted || isAborted(error)) return;
      const message = t('Suggestions are unavailable right now. Press Enter to see all results.');
      $state.set({ ...$state.get(), phase: 'error', suggestions: [], active: -1, error: message });
      announce(message);
    } finally {
      if (running === controller) running = undefined;
    }
  }

  return {
    $state,
    type(typed) {
      stop();
      const term = searchTermOf(typed);
      const s = $state.get();
      if (term === null) {
        $state.set({ ...s, typed, term: null, phase: 'idle', suggestions: [], active: -1, dismissed: false, error: '' });
        return;
      }
      // The list keeps its last answer through the pause; the option the shopper had reached no longer holds.
      $state.set({ ...s, typed, active: -1, dismissed: false });
      timer = setTimeout(() => void ask(term), TYPING_PAUSE_MS);
    },
    move(key) {
      const s = $state.get();
      if (s.term === null || s.phase === 'idle') return;
      if (s.dismissed) {
        $state.setKey('dismissed', false);
        return;
      }
      $state.setKey('active', nextActive(s.active, s.suggestions.length, key));
    },
    setActive(index) {
      $state.setKey('active', index);
    },
    dismiss() {
      $state.set({ ...$state.get(), dismissed: true, active: -1 });
    },
    stop,
  };
}
