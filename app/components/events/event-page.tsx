import type { EventPageSection } from '#content/event-pages.ts';
import type { FormAnswer } from '#schemas/forms/form-answer.ts';
import type { EventPageView } from '#schemas/pages/event-view.ts';
import { takesApplications } from '#schemas/pages/takes-applications.ts';
import { Agenda } from '#app/components/events/details/agenda.tsx';
import { BioCard } from '#app/components/common/bio-card.tsx';
import { ClosedNote } from '#app/components/events/details/closed-note.tsx';
import { EventHero } from '#app/components/events/event-hero.tsx';
import { FormCard } from '#app/features/forms/form-section.tsx';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { GainsList } from '#app/components/common/gains-list.tsx';
import { ProgrammeTopics } from '#app/components/events/programme-topics.tsx';
import { Section } from '#app/components/common/section.tsx';
import { Timeline } from '#app/components/events/details/timeline.tsx';
import { cn } from '#app/lib/cn.ts';

/**
 * The one layout of every event page: the hero with the form beside it (after it on a phone),
 * then the page's other sections in the organiser's order. An event that takes no more
 * applications shows a short note in the form's place (docs/product/rules.md#open-closed-past).
 */
export function EventPage({
  view,
  answer,
  linksPrefixed = true,
  showBackLink = true,
}: {
  view: EventPageView;
  /** Its answer to its form, sent without scripts (app/features/forms/page-form-action.ts). */
  answer?: FormAnswer | null;
  /** Breadcrumbs link to /wlai/community and /wlai/events (else /community and /events). */
  linksPrefixed?: boolean;
  showBackLink?: boolean;
}) {
  const { page } = view;
  return (
    <>
      <EventHero
        view={view}
        linksPrefixed={linksPrefixed}
        showBackLink={showBackLink}
        form={
          takesApplications(view) ? (
            <FormCard id={page.form.id} title={page.form.title} subtitle={page.form.subtitle}>
              {/* A preview's form is shown as it will be, and sends nothing. */}
              <fieldset disabled={view.preview} className="contents">
                <SubmissionForm {...page.form.submission} answer={answer} />
              </fieldset>
            </FormCard>
          ) : (
            <ClosedNote id={page.form.id} view={view} linksPrefixed={linksPrefixed} />
          )
        }
      />
      {page.sections.map((section, index) => (
        <EventSection key={section.id} section={section} muted={index % 2 === 1} />
      ))}
    </>
  );
}

function EventSection({ section, muted }: { section: EventPageSection; muted: boolean }) {
  const lead = 'lead' in section ? section.lead : undefined;
  return (
    <Section id={section.id} title={section.title} lead={lead} muted={muted}>
      <EventSectionBody section={section} />
    </Section>
  );
}

function EventSectionBody({ section }: { section: EventPageSection }) {
  switch (section.kind) {
    case 'checklist':
      return <GainsList items={section.items} />;
    case 'programme':
      return <ProgrammeTopics items={section.items} />;
    case 'agenda':
      return <Agenda items={section.items} />;
    case 'timeline':
      return <Timeline items={section.items} />;
    case 'thanks':
      return (
        <div className="mx-auto max-w-2xl space-y-4 text-center text-lg text-muted-foreground">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case 'people':
      return (
        <div
          className={cn(
            'mx-auto grid gap-6',
            // items-start: a short biography keeps its own height beside a long one.
            section.people.length > 1 ? 'max-w-6xl items-start lg:grid-cols-2' : 'max-w-3xl',
          )}
        >
          {section.people.map((person) => (
            <BioCard key={person.id} person={person} />
          ))}
        </div>
      );
  }
}
