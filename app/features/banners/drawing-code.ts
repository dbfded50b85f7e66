import { loadOnce } from '#app/lib/load-once.ts';
import type * as DrawBanner from './draw-banner.ts';

/** The canvas code, outside the page's first view: for the card pictures and the downloads. */
export const drawingCode = loadOnce<typeof DrawBanner>(() => import('./draw-banner.ts'));
