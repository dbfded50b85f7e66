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
 * settings (schemas/retention.ts).
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
          <NoticePart key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}

function NoticePart({ section }: { section: NoticeSection }) {
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
    </section>
  );
}
