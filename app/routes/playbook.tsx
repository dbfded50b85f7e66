import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'The AI Playbook',
  description:
    'A plain-language guide to what AI is, how it learns, where it goes wrong and how to use it well.',
});

export default function Playbook() {
  return <PageHeading title={'The AI Playbook'} />;
}
