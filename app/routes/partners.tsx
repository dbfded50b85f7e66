import { pageForms } from '#content/page-forms.ts';
import { partnershipOffers, partnerTools } from '#content/partner-tools.ts';
import { FormSection } from '#app/features/forms/form-section.tsx';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { pageFormAction } from '#app/features/forms/page-form-action.ts';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { PartnerToolTile } from '#app/routes/partners/partner-tool-tile.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Section } from '#app/components/common/section.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/partners';

export const meta = pageMeta({
  title: 'Partners',
  description:
    'The AI tools Women Leading AI members use every day, and how your company can partner with the community.',
});

/** Its form sent without scripts. */
export const action = pageFormAction(() => [pageForms.partnershipEnquiry]);

export default function Partners({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Our Partners">
        <p>
          The AI tools our members rely on to research, write, present and automate, and the
          companies that help us put them in more women’s hands.
        </p>
      </PageHeading>

      <Section
        id="partner-tools"
        eyebrow="Partner tools"
        title="Tools Our Members Use"
        lead="Each tool opens on its own website, in a new tab."
        className="pt-0 sm:pt-0"
      >
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {partnerTools.map((tool) => (
            <li key={tool.id}>
              <PartnerToolTile tool={tool} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="become-a-partner"
        eyebrow="Partner with us"
        title="Reach Women Leading AI"
        lead="We partner with companies that want more women building with, buying and leading AI. Partnerships are chosen for what they give our members."
        muted
      >
        <InfoCardGrid items={partnershipOffers} />
        <div className="mt-8 flex justify-center">
          <ScrollToButton targetId="partnership-enquiry" size="lg">
            Send a Partnership Enquiry
          </ScrollToButton>
        </div>
      </Section>

      <FormSection
        id="partnership-enquiry"
        title="Partnership Enquiry"
        subtitle="Tell us about your company and what you have in mind. We read every enquiry and reply personally."
      >
        <SubmissionForm {...pageForms.partnershipEnquiry} answer={actionData} />
      </FormSection>
    </>
  );
}
