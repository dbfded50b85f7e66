import { pageForms } from '#content/page-forms.ts';
import { CheckIcon, CircleAlertIcon } from 'lucide-react';
import { advisoryCircle } from '#content/advisory-circle.ts';
import { FormSection } from '#app/features/forms/form-section.tsx';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { pageFormAction } from '#app/features/forms/page-form-action.ts';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { NumberedSteps } from '#app/components/common/numbered-steps.tsx';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Section } from '#app/components/common/section.tsx';
import { TestimonialQuote } from '#app/routes/advisory-circle/testimonial-quote.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/advisory-circle';

export const meta = pageMeta({
  title: 'Private Advisory Circle',
  description:
    'Confidential senior counsel for women leading AI: a 1:1 advisor, a bespoke advisory team or a local peer network. Request a private invite.',
});

/** Its form sent without scripts. */
export const action = pageFormAction(() => [pageForms.advisoryInvite]);

export default function AdvisoryCircle({ actionData }: Route.ComponentProps) {
  const { painPoints, testimonial, tiers, advisors, steps, form } = advisoryCircle;
  return (
    <>
      <PageHero
        eyebrow={advisoryCircle.eyebrow}
        title={advisoryCircle.title}
        lead={advisoryCircle.lead}
        actions={
          <ScrollToButton targetId={advisoryCircle.formId} size="lg">
            {advisoryCircle.requestButton}
          </ScrollToButton>
        }
      />

      <Section id="pain-points" title={painPoints.title} lead={painPoints.lead}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {painPoints.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground"
            >
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label="What a member says" className="bg-muted/50 px-4 py-section sm:px-6">
        <TestimonialQuote {...testimonial} />
      </section>

      <Section id="tiers" title={tiers.title}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {tiers.items.map((tier) => (
            <li
              key={tier.id}
              className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <Badge variant="secondary" className="uppercase">
                {tier.label}
              </Badge>
              <h3 className="mt-4 text-xl font-semibold">{tier.name}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{tier.description}</p>
              <ul className="mt-5 space-y-2 border-t pt-5 text-sm">
                {tier.includes.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="advisors" title={advisors.title} lead={advisors.lead} muted>
        <InfoCardGrid items={advisors.profiles} columns={4} />
      </Section>

      <Section id="how-it-works" title={steps.title}>
        <NumberedSteps steps={steps.items} />
      </Section>

      <FormSection id={advisoryCircle.formId} title={form.title} subtitle={form.subtitle}>
        <SubmissionForm {...pageForms.advisoryInvite} answer={actionData} />
      </FormSection>
    </>
  );
}
