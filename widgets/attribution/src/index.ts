import { defineWidget } from '@vitrine/core';
import { Attribution } from './Attribution.tsx';

defineWidget('fk-attribution', Attribution, { mode: 'render' });
