import { careerGuides } from '#content/career-guides.ts';
import { mentors } from '#content/mentors.ts';
import { successStories } from '#content/success-stories.ts';
import { CareerGuideCard } from '#app/routes/mentorship/career-guide-card.tsx';
import { MentorCard } from '#app/routes/mentorship/mentor-card.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { SuccessStoryCard } from '#app/routes/mentorship/success-story-card.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Mentorship',
  description:
    'Find a mentor who has walked the path, become a mentor yourself, and read how women in our community grew together.',
});

export default function Mentorship() {
  return (
    <>
      <PageHeading title="Mentorship">
        <p>
          One conversation with someone a few steps ahead can change the direction of a career. We
          match women in AI with experienced mentors for honest advice, practical help and a
          champion in their corner.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <EnquiryButton tag="mentorship:find" size="lg">
            Find a Mentor
          </EnquiryButton>
          <EnquiryButton tag="mentorship:become" size="lg" variant="outline">
            Become a Mentor
          </EnquiryButton>
        </div>
      </PageHeading>
      <Section
        id="mentors"
        title="Featured Mentors"
        lead="Leaders from across research, product, engineering and consulting who give their time to the community."
        className="pt-4 sm:pt-6"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {mentors.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="career-guides"
        title="Career Guides"
        lead="Short, practical reads on the moments that shape a career in AI."
        muted
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {careerGuides.map((guide) => (
            <li key={guide.title}>
              <CareerGuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="success-stories"
        title="Success Stories"
        lead="Women in our community on what changed after working with a mentor."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {successStories.map((story) => (
            <li key={story.name}>
              <SuccessStoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
