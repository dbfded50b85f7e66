import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Partners',
  description: 'The AI tools and companies we partner with, and how to partner with us.',
});

export default function Partners() {
  return <PageHeading title={'Partners'} />;
}
