import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@vitrine/core';
import { refreshListing } from './listing-calls.ts';
import { $loops, registerLoop } from './state.ts';

export interface LoopGridProps {
  /** The listing widget's id (7 characters), the one filters target and URL keys carry. */
  widgetId?: string;
  /** The page or template the listing belongs to. */
  postId?: number;
  /** The builder's widget model, sent only in the editor (§7.7). */
  widgetModel?: unknown;
}

/**
 * `fk-loop-grid`: the server's listing stays in place; when its filters change (a filter widget, back or forward)
 * its markup is fetched again and replaced.
 */
export function LoopGrid({ host, widgetId, postId, widgetModel }: LoopGridProps & WidgetProps) {
  const loopId = widgetId ?? '';
  const entry = useStore($loops, { keys: [loopId] })[loopId];
  // The revision this element has shown: a remount (r2wc remounts on a DOM move) does not fetch again.
  const shown = useRef(entry?.revision ?? 0);

  useEffect(() => registerLoop(loopId), [loopId]);

  useEffect(() => {
    if (!entry || entry.revision <= shown.current) return;
    shown.current = entry.revision;
    void refreshListing(host, { loopId, postId: postId ?? NaN, state: entry.state, widgetModel });
  }, [entry?.revision]);

  return null;
}
