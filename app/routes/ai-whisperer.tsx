import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Whisperer',
  description: 'The AI Whisperer series: plain-spoken conversations about using AI well.',
});

export default function AiWhisperer() {
  return <PageHeading title={'AI Whisperer'} />;
}
