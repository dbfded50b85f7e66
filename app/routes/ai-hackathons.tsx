import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Hackathons',
  description: 'Build, learn and win at our AI hackathons.',
});

export default function AiHackathons() {
  return <PageHeading title={'AI Hackathons'} />;
}
