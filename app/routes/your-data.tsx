import type { MetaDescriptor } from 'react-router';
import { pagePathOf } from '#content/site.ts';
import { yourDataPaths } from '#schemas/privacy/your-data-api.ts';
import { YourDataPage } from '#app/features/your-data/your-data-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

const baseMeta = pageMeta({
  title: 'Your data',
  description:
    'See what Women Leading AI holds about you, download it or ask us to erase it: we email a link to the address you sent our forms from.',
});

/** The page a request sent without scripts arrives at says the same; it is no page to find. */
export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] =>
  pagePathOf(args.location.pathname) === yourDataPaths.sent
    ? [...baseMeta(args), { name: 'robots', content: 'noindex' }]
    : baseMeta(args);

export default function YourData() {
  return <YourDataPage />;
}
