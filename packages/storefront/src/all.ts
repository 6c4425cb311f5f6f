/**
 * The single-file build for themes that cannot load modules: every widget defined at once.
 */
import '@vitrine/cart-buttons';
import '@vitrine/site';
import '@vitrine/site/forms';
import '@vitrine/site/lazy-bg';
import '@vitrine/attribution';
import '@vitrine/side-cart';
import '@vitrine/popups';
import '@vitrine/loop-filter';
import '@vitrine/variation-form';
import '@vitrine/product-page';
import '@vitrine/express-checkout';
import '@vitrine/search';
import '@vitrine/loop-carousel';
import '@vitrine/sticky';
import '@vitrine/share-buttons';
import '@vitrine/contact-buttons';
import '@vitrine/menu-cart';

import { reportStartup } from '@vitrine/core/debug';
import { debugRequested } from './debug-flag.ts';
import { widgetChunks } from './widgets.ts';

if (debugRequested()) reportStartup(Object.keys(widgetChunks));
