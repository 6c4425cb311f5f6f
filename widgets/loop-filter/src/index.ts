import { defineWidget } from '@vitrine/core';
import { LoopFilter } from './LoopFilter.tsx';
import { LoopGrid } from './LoopGrid.tsx';

defineWidget('fk-loop-filter', LoopFilter, {
  mode: 'render',
  attributes: { widgetId: 'string', target: 'string', taxonomy: 'string', logicalJoin: 'string', multiple: 'boolean', label: 'string' },
});
defineWidget('fk-loop-grid', LoopGrid, { mode: 'enhance', attributes: { widgetId: 'string', postId: 'number', widgetModel: 'json' } });
