import { defineWidget } from '@vitrine/core';
import { Notices } from './Notices.tsx';

defineWidget('fk-notices', Notices, { mode: 'render' });
