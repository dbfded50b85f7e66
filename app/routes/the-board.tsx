import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'The Board',
  description: 'Apply to join the founding Executive and Advisory Boards of Women Leading AI.',
});

export default function TheBoard() {
  return <PageHeading title={'The Founding Board'} />;
}
