import { defineWidget } from '@vitrine/core';
import { provideElementorPopupApi } from './elementor-api.ts';
import { HashActions } from './HashActions.tsx';
import { OffCanvas } from './OffCanvas.tsx';
import { Popup } from './Popup.tsx';

defineWidget('fk-popup', Popup, { mode: 'render', attributes: { popupId: 'string', settings: 'json', label: 'string' } });
defineWidget('fk-off-canvas', OffCanvas, {
  mode: 'render',
  attributes: {
    panelId: 'string',
    label: 'string',
    position: 'string',
    preventCloseOnOverlay: 'boolean',
    preventCloseOnEscape: 'boolean',
    preventScroll: 'boolean',
  },
});
defineWidget('fk-hash-actions', HashActions, { mode: 'enhance' });
// Themes' own scripts open popups through the builder's API.
provideElementorPopupApi();
