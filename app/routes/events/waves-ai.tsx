import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Waves & AI Summer Boat Event',
  description: 'A summer evening on a private boat on the Thames, 29 August 2025.',
});

export default function WavesAi() {
  return <PageHeading title={'Waves & AI'} />;
}
