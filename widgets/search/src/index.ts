import { defineWidget } from '@vitrine/core';
import { Search } from './Search.tsx';

defineWidget('fk-search', Search, { mode: 'render' });
