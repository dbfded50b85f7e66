import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Admin',
  description: 'The organiser area.',
});

export default function Admin() {
  return <PageHeading title={'Event Registrations Admin'} />;
}
