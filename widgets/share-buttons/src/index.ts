import { defineWidget } from '@vitrine/core';
import { ShareButtons, type ShareButtonsProps } from './ShareButtons.tsx';

defineWidget<ShareButtonsProps>('fk-share-buttons', ShareButtons, {
  mode: 'enhance',
  attributes: { shareUrl: 'string', shareTitle: 'string', shareImage: 'string' },
});
