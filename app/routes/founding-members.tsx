import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Founding Members',
  description: 'Meet the founding members of Women Leading AI.',
});

export default function FoundingMembers() {
  return <PageHeading title={'Founding Members'} />;
}
