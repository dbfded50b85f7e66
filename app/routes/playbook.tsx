import { BookOpenIcon, CircleCheckIcon } from 'lucide-react';
import {
  ethicalAi,
  everydayAi,
  glossary,
  howAiLearns,
  isAiFair,
  playbookAuthor,
  playbookHero,
  playbookSections,
  whatIsAi,
  whenRobotsLie,
} from '#content/playbook.ts';
import { Callout } from '#app/routes/playbook/callout.tsx';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { Section } from '#app/components/common/section.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'The AI Playbook',
  description:
    'A plain-language guide to what AI is, how it learns, where it goes wrong and how to use it well. Written for everyone, children included.',
});

/** Learning and bias types are `{ type, description }`; the cards want a title. */
const asCards = (items: readonly { type: string; description: string }[]) =>
  items.map(({ type, description }) => ({ title: type, description }));

function SubHeading({ children }: { children: string }) {
  return <h3 className="mt-12 mb-6 text-center text-2xl font-semibold">{children}</h3>;
}

export default function Playbook() {
  return (
    <>
      <PageHero title={playbookHero.title} lead={playbookHero.lead}>
        <div className="mx-auto max-w-2xl rounded-2xl border bg-card p-6 text-left text-card-foreground shadow-sm">
          <p className="flex items-center gap-2 font-semibold">
            <BookOpenIcon aria-hidden="true" className="size-5 text-primary" />
            {playbookHero.intro.title}
          </p>
          {playbookHero.intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <nav aria-label="Playbook contents" className="mt-5 border-t pt-5">
            <ul className="flex flex-wrap gap-2">
              {playbookSections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block rounded-full border bg-background px-3 py-1 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageHero>

      <Section id={glossary.id} title={glossary.title} lead={glossary.lead} muted>
        <dl className="grid gap-4 sm:grid-cols-2">
          {glossary.entries.map((entry) => (
            <div
              key={entry.term}
              className="rounded-2xl border bg-card p-5 text-card-foreground shadow-xs"
            >
              <dt className="text-lg font-semibold text-primary">{entry.term}</dt>
              <dd className="mt-1 text-muted-foreground">{entry.meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id={whatIsAi.id} title={whatIsAi.title} lead={whatIsAi.lead}>
        <InfoCardGrid items={whatIsAi.capabilities} columns={4} />
        <Callout {...whatIsAi.example} className="mx-auto mt-8 max-w-3xl" />
      </Section>

      <Section id={howAiLearns.id} title={howAiLearns.title} lead={howAiLearns.lead} muted>
        <InfoCardGrid items={asCards(howAiLearns.learningTypes)} />
        <SubHeading>{howAiLearns.failures.title}</SubHeading>
        <InfoCardGrid items={howAiLearns.failures.items} headingLevel={4} />
      </Section>

      <Section id={whenRobotsLie.id} title={whenRobotsLie.title} lead={whenRobotsLie.lead}>
        <InfoCardGrid items={whenRobotsLie.tricks} />
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <Callout {...whenRobotsLie.example} />
          <Callout {...whenRobotsLie.fix} kind="tip" />
        </div>
      </Section>

      <Section id={isAiFair.id} title={isAiFair.title} lead={isAiFair.lead} muted>
        <InfoCardGrid items={asCards(isAiFair.biasTypes)} />
        <Callout {...isAiFair.example} className="mx-auto mt-8 max-w-3xl" />
      </Section>

      <Section id={ethicalAi.id} title={ethicalAi.title} lead={ethicalAi.lead}>
        <InfoCardGrid items={ethicalAi.points} columns={4} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl border-2 border-primary/40 bg-card p-6 text-card-foreground sm:p-8">
          <h3 className="text-2xl font-semibold">{ethicalAi.checklist.title}</h3>
          <p className="mt-1 text-muted-foreground">{ethicalAi.checklist.lead}</p>
          <ul aria-label={ethicalAi.checklist.title} className="mt-6 grid gap-4 sm:grid-cols-2">
            {ethicalAi.checklist.items.map((item) => (
              <li key={item.label} className="flex items-start gap-3">
                <CircleCheckIcon
                  aria-hidden="true"
                  className="mt-0.5 size-6 shrink-0 text-primary"
                />
                <span>
                  <strong className="block text-lg">{item.label}</strong>
                  <span className="text-muted-foreground">{item.question}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={everydayAi.id} title={everydayAi.title} lead={everydayAi.lead} muted>
        <InfoCardGrid items={everydayAi.examples} columns={5} />
        <SubHeading>{everydayAi.underTheHood.title}</SubHeading>
        <InfoCardGrid
          items={everydayAi.underTheHood.items}
          columns={2}
          headingLevel={4}
          className="mx-auto max-w-4xl"
        />
      </Section>

      <Section id={playbookAuthor.id} title={playbookAuthor.title}>
        <article className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:flex-row sm:items-start sm:p-8 sm:text-left">
          <img
            src={playbookAuthor.portrait.src}
            alt={playbookAuthor.portrait.alt}
            width={playbookAuthor.portrait.width}
            height={playbookAuthor.portrait.height}
            loading="lazy"
            decoding="async"
            className="size-36 shrink-0 rounded-full border-4 border-primary/20 bg-muted"
          />
          <div>
            <h3 className="text-xl font-semibold">{playbookAuthor.person.name}</h3>
            <p className="text-sm font-medium text-primary">{playbookAuthor.person.role}</p>
            <div className="mt-3 space-y-3 text-muted-foreground">
              {playbookAuthor.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </article>
      </Section>
    </>
  );
}
