import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Leadership Labs',
  description: 'A monthly leadership workshop in central London for 25 women per session.',
});

export default function LeadershipLabs() {
  return <PageHeading title={'AI Leadership Labs'} />;
}
