import { defineBehavior } from '@vitrine/core/behavior';
import { startAttribution } from './attribution.ts';

defineBehavior('fk-attribution', startAttribution);
