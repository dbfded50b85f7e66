import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'About',
  description: 'Our mission, our values and the manifesto behind Women Leading AI.',
});

export default function About() {
  return <PageHeading title={'About Women Leading AI'} />;
}
