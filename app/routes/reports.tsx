import { TargetIcon } from 'lucide-react';
import { keyMetrics, report, reportSource, reportSources } from '#content/report.ts';
import { CallToActionBand } from '#app/components/common/call-to-action-band.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';
import { Section } from '#app/components/common/section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Women in AI Quarterly Report',
  description:
    'Our quarterly report on women in AI: key figures with sources, four insights and five actions companies can take this quarter.',
});

/**
 * 'Take the Survey' opens the enquiry form tagged `reports:survey`
 * (docs/product/rules.md#buttons-whose-action-was-not-shown).
 */
function SurveyButton({ variant }: { variant?: 'default' | 'secondary' }) {
  return (
    <EnquiryButton tag={report.survey.enquiryTag} size="lg" variant={variant}>
      {report.survey.buttonLabel}
    </EnquiryButton>
  );
}

export default function Reports() {
  const { author } = report.foreword;
  return (
    <>
      <PageHero
        eyebrow={report.edition}
        title={report.title}
        lead={report.lead}
        actions={
          <>
            <SurveyButton />
            <Button asChild size="lg" variant="outline">
              <a href="#key-metrics">See the Key Metrics</a>
            </Button>
          </>
        }
      >
        <p className="mx-auto flex max-w-2xl items-start gap-4 rounded-2xl border bg-card/80 p-5 text-left text-card-foreground shadow-sm">
          <TargetIcon aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary" />
          <span>
            <strong className="block text-2xl font-bold text-primary">{report.goal.figure}</strong>
            <span className="text-muted-foreground">{report.goal.text}</span>
          </span>
        </p>
      </PageHero>

      <Section id="foreword" title="Founder’s Foreword">
        <article className="mx-auto max-w-3xl rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
          <div className="space-y-4 leading-relaxed sm:text-lg">
            {report.foreword.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <footer className="mt-8 flex items-center gap-4 border-t pt-6">
            <PersonAvatar name={author.name} image={author.image} size="md" />
            <p>
              <span className="block font-semibold">{author.name}</span>
              <span className="block text-sm text-muted-foreground">{author.role}</span>
            </p>
          </footer>
        </article>
      </Section>

      <Section id="executive-summary" title="Executive Summary" muted>
        <div className="mx-auto max-w-3xl space-y-4 leading-relaxed sm:text-lg">
          {report.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="key-metrics" title="Key Metrics" lead={report.sourcesNote}>
        {/* NOTE: below `sm` the rows stack into cards; the header row stays for screen readers. */}
        <div className="rounded-2xl border bg-card text-card-foreground shadow-sm">
          <table className="w-full border-collapse text-left max-sm:block">
            <caption className="border-b px-4 py-3 text-left text-sm text-muted-foreground max-sm:block sm:px-6">
              Women’s representation and funding in AI, with the source of each figure
            </caption>
            <thead className="bg-muted/60 text-sm max-sm:sr-only">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Metric
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Figure
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Source
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {keyMetrics.map((metric) => {
                const source = reportSource(metric.sourceId);
                return (
                  <tr
                    key={metric.label}
                    className="border-t align-top first:border-t-0 max-sm:block max-sm:px-4 max-sm:py-5 sm:first:border-t"
                  >
                    <th scope="row" className="font-semibold max-sm:block sm:px-6 sm:py-5">
                      {metric.label}
                    </th>
                    <td className="max-sm:mt-1 max-sm:block sm:px-6 sm:py-5">
                      <span className="block text-3xl font-bold whitespace-nowrap text-primary">
                        {metric.value}
                      </span>
                      <span className="mt-1 block text-sm text-muted-foreground">
                        {metric.context}
                      </span>
                    </td>
                    <td className="text-sm max-sm:mt-3 max-sm:block sm:px-6 sm:py-5">
                      <span className="block font-medium">
                        <span className="sm:hidden">Source: </span>
                        {source.publisher}
                      </span>
                      <ExternalLink
                        href={source.url}
                        className="text-primary underline underline-offset-4 hover:no-underline"
                      >
                        {source.title}
                      </ExternalLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="insights" title="Four Insights" muted>
        <InfoCardGrid items={report.insights} columns={2} />
      </Section>

      <Section
        id="corporate-actions"
        title="What Companies Can Do"
        eyebrow="Corporate actions"
        lead="Five actions any organisation can start this quarter."
      >
        <ol className="mx-auto grid max-w-3xl gap-4">
          {report.actions.map((action, index) => (
            <li
              key={action.title}
              className="flex gap-4 rounded-2xl border bg-card p-5 text-card-foreground sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{action.title}</h3>
                <p className="mt-1 text-muted-foreground">{action.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CallToActionBand id="survey" title={report.survey.title} text={report.survey.text}>
        <SurveyButton variant="secondary" />
      </CallToActionBand>

      <Section id="sources" title="Sources">
        <ol className="mx-auto max-w-3xl list-decimal space-y-4 pl-6 marker:font-semibold marker:text-primary">
          {reportSources.map((source) => (
            <li key={source.id} className="pl-2">
              <span className="font-medium">{source.publisher}</span>,{' '}
              <ExternalLink
                href={source.url}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                <cite>{source.title}</cite>
              </ExternalLink>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
