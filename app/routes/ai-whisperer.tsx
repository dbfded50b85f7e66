import { aiWhisperer } from '#content/ai-whisperer.ts';
import { CallToActionBand } from '#app/components/common/call-to-action-band.tsx';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';
import { NumberedSteps } from '#app/components/common/numbered-steps.tsx';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { Section } from '#app/components/common/section.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Whisperer',
  description:
    'AI Whisperer: plain-spoken sessions and posts about using AI well at work, shared first in the Women Leading AI community.',
});

export default function AiWhisperer() {
  const { about, topics, format, cta } = aiWhisperer;
  return (
    <>
      <PageHero
        eyebrow={aiWhisperer.eyebrow}
        title={aiWhisperer.title}
        lead={aiWhisperer.lead}
        actions={<JoinCommunityButton size="lg" />}
      />

      <Section id="about-the-series" title={about.title}>
        <div className="mx-auto max-w-3xl space-y-4 leading-relaxed sm:text-lg">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="topics" title={topics.title} muted>
        <InfoCardGrid items={topics.items} />
      </Section>

      <Section id="how-it-works" title={format.title}>
        <NumberedSteps steps={format.steps} />
      </Section>

      <CallToActionBand id="join" title={cta.title} text={cta.text}>
        <JoinCommunityButton size="lg" variant="secondary" />
      </CallToActionBand>
    </>
  );
}
