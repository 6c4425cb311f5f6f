// React's JSX for Vitrine's tags: `import type {} from '@vitrine/storefront/react';` once in a React project.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { VitrineElementAttributes } from './index.js';

type VitrineReactElements = {
  [Tag in keyof VitrineElementAttributes]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & VitrineElementAttributes[Tag];
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends VitrineReactElements {}
  }
}
