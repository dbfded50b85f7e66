import { siteConfig } from '#content/site.ts';
import { yourDataLinkLifetimeDays } from '#schemas/privacy/your-data-api.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail } from './mail-layout.ts';
import { applicantFooter, signOff, subjectLine } from './mail-parts.ts';

/**
 * The mail with her "Your data" link (docs/decisions/047-your-data.md): sent only when something
 * is held for the address she typed on /your-data, to that address, through the outbox. It names
 * nothing of what is held: whoever reads the inbox opens the link to see it.
 */

export function yourDataEnvelope(address: string): MailEnvelope {
  return {
    kind: 'your-data-link',
    to: { address },
    subject: subjectLine(`Your data at ${siteConfig.brand}`),
  };
}

export function yourDataMailBody({ siteUrl, link }: { siteUrl: string; link: string }): MailBody {
  const rendered = renderMail({
    title: 'Your data',
    preheader: 'The link to see, download or erase what we hold for this address.',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `You asked on our site (or someone typed your address there) to see what ${siteConfig.brand} holds for this email address. This link shows it, lets you download it and lets you ask us to erase it:`,
      },
      {
        kind: 'link',
        label: 'See your data',
        url: { url: link, keptAs: 'her “Your data” link' },
        button: true,
      },
      {
        kind: 'paragraph',
        text: `The link works for ${yourDataLinkLifetimeDays} days and only for this address. Please do not forward this email: whoever has the link can see your data. If you did not ask for it, you can ignore this email; nothing changes.`,
      },
      signOff,
    ],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
