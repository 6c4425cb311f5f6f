import { defineWidget } from '@vitrine/core';
import { Sticky, type StickyProps } from './Sticky.tsx';

defineWidget<StickyProps>('fk-sticky', Sticky, {
  mode: 'enhance',
  attributes: { dataSticky: 'string', dataStickyOffset: 'string', dataStickyOn: 'string', dataStickyParent: 'string' },
});
