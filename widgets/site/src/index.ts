import { defineWidget } from '@vitrine/core';
import { ComingSoon } from './ComingSoon.tsx';
import { NavMenu } from './NavMenu.tsx';
import { Notices } from './Notices.tsx';
import { StoreNotice } from './StoreNotice.tsx';

defineWidget('fk-notices', Notices, { mode: 'render' });
defineWidget('fk-store-notice', StoreNotice, { mode: 'enhance' });
defineWidget('fk-coming-soon', ComingSoon, { mode: 'enhance' });
defineWidget('fk-nav-menu', NavMenu, { mode: 'enhance' });
