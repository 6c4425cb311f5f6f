/**
 * Glue state of the filtered listings (§3.19, §4.16): each listing's filter state, the filter widgets aimed at it,
 * the address kept in step through history, and the back and forward buttons restoring both the filters and the
 * listing (which the original never did). The rules are pure: model.ts, url-codec.ts.
 */
import { map } from 'nanostores';
import { consolidateFilters, removeFilter, removeTerm, setTerms, stateFromUrl, urlFilters, type LoopWidgetState } from './model.ts';
import { isWidgetIdToken, normalizeJoin, readFilters, readPage, writeFilters, type LogicalJoin } from './url-codec.ts';

interface LoopEntry {
  state: LoopWidgetState;
  /** Rises each time the listing must be fetched again; the markup the server printed is revision 0. */
  revision: number;
}

/** Listing widget id → its state. */
export const $loops = map<Record<string, LoopEntry>>({});

export interface FilterWidget {
  filterId: string;
  loopId: string;
  selectedTaxonomy: string;
  logicalJoin: LogicalJoin;
  /** Several terms at once, or one at a time. */
  multiple: boolean;
}

const filterWidgets = new Map<string, FilterWidget>();

/** The state the address describes for a listing, with the filter widgets known so far. */
function stateAt(href: string, loopId: string): LoopWidgetState {
  const widgets = [...filterWidgets.values()].filter((w) => w.loopId === loopId);
  return stateFromUrl(readFilters(href, loopId), widgets);
}

const sameFilters = (a: LoopWidgetState, b: LoopWidgetState): boolean => JSON.stringify(consolidateFilters(a)) === JSON.stringify(consolidateFilters(b));

let listening = false;

/** Back and forward: each listing whose filters differ from the address's is refreshed to match it. */
function onPopState(): void {
  for (const [loopId, entry] of Object.entries($loops.get())) {
    const next = stateAt(location.href, loopId);
    if (sameFilters(next, entry.state)) continue;
    // The refresh call always answers page 1: another page of the listing is the server's to render.
    if (readPage(location.href, loopId) > 1) {
      location.reload();
      return;
    }
    $loops.setKey(loopId, { state: next, revision: entry.revision + 1 });
  }
}

/** A listing (or a filter aimed at it) joins the page: its state is what the address says, as the server rendered. */
export function registerLoop(loopId: string): void {
  if (!isWidgetIdToken(loopId)) return;
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
  }
  $loops.setKey(loopId, { state: stateAt(location.href, loopId), revision: $loops.get()[loopId]?.revision ?? 0 });
}

export function registerFilter(widget: FilterWidget): () => void {
  filterWidgets.set(widget.filterId, { ...widget, logicalJoin: normalizeJoin(widget.logicalJoin) });
  registerLoop(widget.loopId);
  return () => filterWidgets.delete(widget.filterId);
}

/** §4.16: a new selection is pushed into history (dropping the listing's page) and the listing refreshed. */
function commit(loopId: string, next: LoopWidgetState): void {
  const entry = $loops.get()[loopId];
  if (!entry || sameFilters(next, entry.state)) return;
  history.pushState(null, '', writeFilters(location.href, loopId, urlFilters(next)));
  $loops.setKey(loopId, { state: next, revision: entry.revision + 1 });
}

/** Selects or deselects a term; one-at-a-time filters replace their term. Removing the last term removes the filter. */
export function toggleTerm(filterId: string, term: string): void {
  const widget = filterWidgets.get(filterId);
  const state = widget && $loops.get()[widget.loopId]?.state;
  if (!widget || !state) return;
  const current = state.filters[filterId]?.filterData;
  if (current?.terms.includes(term)) {
    commit(widget.loopId, removeTerm(state, filterId, term));
    return;
  }
  commit(
    widget.loopId,
    setTerms(state, filterId, {
      selectedTaxonomy: widget.selectedTaxonomy,
      terms: widget.multiple && current ? [...current.terms, term] : [term],
      logicalJoin: widget.logicalJoin,
      excludedTerms: current?.excludedTerms ?? [],
    }),
  );
}

/** « Tout »: the filter goes, exclusions included. */
export function clearFilter(filterId: string): void {
  const widget = filterWidgets.get(filterId);
  const state = widget && $loops.get()[widget.loopId]?.state;
  if (widget && state) commit(widget.loopId, removeFilter(state, filterId));
}
