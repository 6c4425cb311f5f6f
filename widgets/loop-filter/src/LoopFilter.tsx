import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { t, type WidgetProps } from '@vitrine/core';
import { $loops, clearFilter, registerFilter, toggleTerm } from './state.ts';
import { normalizeJoin } from './url-codec.ts';
import './french.ts';

export interface LoopFilterProps {
  /** This filter widget's own id. */
  widgetId?: string;
  /** The listing it filters (its fk-loop-grid widget-id). */
  target?: string;
  /** product_cat, pa_couleur… */
  taxonomy?: string;
  /** AND or OR between selected terms; anything else is DISABLED (§5.9). */
  logicalJoin?: string;
  multiple?: boolean;
  /** The group's French name (« Catégories »). */
  label?: string;
}

interface Term {
  slug: string;
  name: string;
}

/** The terms the server printed as `[data-filter]` links or buttons (they work without JavaScript as plain links). */
function readTerms(markup: DocumentFragment | null): Term[] {
  return Array.from(markup?.querySelectorAll('[data-filter]') ?? [])
    .map((el) => ({ slug: el.getAttribute('data-filter') ?? '', name: el.textContent?.trim() ?? '' }))
    .filter((term) => term.slug !== '' && term.slug !== '__all' && term.name !== '');
}

/** `fk-loop-filter`: toggle buttons for a taxonomy's terms, plus « Tout », driving one listing. */
export function LoopFilter({ widgetId, target, taxonomy, logicalJoin, multiple, label, serverMarkup }: LoopFilterProps & WidgetProps) {
  const filterId = widgetId ?? '';
  const loopId = target ?? '';
  const terms = useMemo(() => readTerms(serverMarkup), [serverMarkup]);
  const selected = useStore($loops, { keys: [loopId] })[loopId]?.state.filters[filterId]?.filterData.terms ?? [];

  useEffect(
    () => registerFilter({ filterId, loopId, selectedTaxonomy: taxonomy ?? '', logicalJoin: normalizeJoin(logicalJoin), multiple: multiple === true }),
    [filterId, loopId, taxonomy, logicalJoin, multiple],
  );

  return (
    <div className="e-filter fk-loop-filter" role="group" aria-label={label || t('Filter')}>
      <button type="button" className="e-filter-item" data-filter="__all" aria-pressed={selected.length === 0} onClick={() => clearFilter(filterId)}>
        {t('All')}
      </button>
      {terms.map((term) => (
        <button
          key={term.slug}
          type="button"
          className="e-filter-item"
          data-filter={term.slug}
          aria-pressed={selected.includes(term.slug)}
          onClick={() => toggleTerm(filterId, term.slug)}
        >
          {term.name}
        </button>
      ))}
    </div>
  );
}
