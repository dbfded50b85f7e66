import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { yourDataLink } from '#content/navigation.ts';
import { currentPrivacyNotice, type NoticeSection } from '#content/privacy-notice.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Privacy Notice',
  description:
    'What Women Leading AI does with the details you send through its forms: why, on which basis, for how long, who receives them, and your rights.',
});

/**
 * The privacy notice (docs/product/screens.md#privacy-notice): the current version of
 * content/privacy-notice.ts, its version and date on top, its retention lines from the
 * settings (schemas/privacy/retention.ts).
 */
export default function Privacy() {
  const notice = currentPrivacyNotice;
  return (
    <>
      <PageHero
        title={notice.title}
        lead={notice.intro}
        actions={
          <p className="text-sm text-muted-foreground">
            Version {notice.version}, in effect since{' '}
            <time dateTime={notice.version}>{notice.publishedOn}</time>
          </p>
        }
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-section sm:px-6">
        {notice.sections.map((section) => (
          <NoticePart key={section.id} section={section} after={pageAdditions[section.id]} />
        ))}
      </div>
    </>
  );
}

/**
 * What the page adds after a section of the notice: the way to use a right at once. Not part of
 * the notice's published text (content/privacy-notice.ts), so it needs no new version.
 */
const pageAdditions: Partial<Record<string, ReactNode>> = {
  'your-rights': (
    <p>
      To see, download or erase what we hold about you straight away, go to{' '}
      <Link
        to={yourDataLink.href}
        className="font-medium text-primary underline underline-offset-4"
      >
        {yourDataLink.label}
      </Link>
      : we email you a link, no account needed.
    </p>
  ),
};

function NoticePart({ section, after }: { section: NoticeSection; after?: ReactNode }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="space-y-4 leading-relaxed">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items ? (
        <ul className="list-disc space-y-2 pl-6">
          {section.items.map((item) => (
            <li key={item.term}>
              <strong className="font-semibold">{item.term}</strong>: {item.text}
            </li>
          ))}
        </ul>
      ) : null}
      {section.links?.map((link) => {
        const className = 'font-medium text-primary underline underline-offset-4';
        return (
          <p key={link.href}>
            {link.external ? (
              <ExternalLink href={link.href} className={className}>
                {link.text}
              </ExternalLink>
            ) : (
              <a href={link.href} className={className}>
                {link.text}
              </a>
            )}
          </p>
        );
      })}
      {after}
    </section>
  );
}
