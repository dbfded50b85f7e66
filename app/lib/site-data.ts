import { createContext, type RouterContextProvider } from 'react-router';
import type { SiteData } from '#schemas/pages/event-view.ts';

/**
 * How the pages showing events get them (docs/decisions/036-pages-from-the-database.md): the
 * server puts its {@link SiteData} into the loader context under this key, which the pages'
 * server bundle hands it (app/entry.server.tsx).
 */
export const siteDataContext = createContext<SiteData>();

export function siteDataOf(context: Readonly<RouterContextProvider>): SiteData {
  return context.get(siteDataContext);
}
