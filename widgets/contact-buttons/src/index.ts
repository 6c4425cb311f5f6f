import { defineWidget } from '@vitrine/core';
import { ContactButtons } from './ContactButtons.tsx';
import { FloatingBar } from './FloatingBar.tsx';

defineWidget('fk-contact-buttons', ContactButtons, {
  mode: 'render',
  attributes: { channels: 'json', name: 'string', avatar: 'string', status: 'string', position: 'string', label: 'string' },
});
defineWidget('fk-floating-bar', FloatingBar, { mode: 'enhance', attributes: { barId: 'string', version: 'string' } });
