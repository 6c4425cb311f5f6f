import { dismissComingSoonBanner } from '@vitrine/contract';
import { send } from '@vitrine/core';

/** The coming-soon banner's one call: WordPress's REST route that stores its dismissal for the logged-in user. */
export const sendBannerDismissal = (route: string) => send(dismissComingSoonBanner(route));
