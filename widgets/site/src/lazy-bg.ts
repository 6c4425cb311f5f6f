import { defineWidget } from '@vitrine/core';
import { LazyBackgrounds } from './LazyBackgrounds.tsx';

// A chunk of its own (`@vitrine/site/lazy-bg`): the site chunk loads at once on every page, lazy backgrounds only
// where there are some, when they come near.
defineWidget('fk-lazy-bg', LazyBackgrounds, { mode: 'enhance' });
