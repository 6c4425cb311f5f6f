import { defineWidget } from '@vitrine/core';
import { VariationForm } from './VariationForm.tsx';

defineWidget('fk-variation-form', VariationForm, { mode: 'render', cart: true });
