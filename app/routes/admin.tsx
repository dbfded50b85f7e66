import type { MetaDescriptor } from 'react-router';
import type { FooterHandle } from '#app/components/layout/site-footer.tsx';
import { AdminApp } from '#app/features/admin/admin-app.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

const baseMeta = pageMeta({
  title: 'Admin',
  description: 'The organiser area of Women Leading AI.',
});

export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...baseMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

// The organiser's screen: the public footer's resource cards have no place under its tables.
export const handle: FooterHandle = { footerResources: false };

/** Rendered in the browser: the prerendered page holds only the loading state. */
export default function Admin() {
  return <AdminApp />;
}
