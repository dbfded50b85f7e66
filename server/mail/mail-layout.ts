import { siteConfig } from '#content/site.ts';
import { escapeHtml, multiLine, oneLine, wrapText } from './mail-text.ts';

/**
 * The one template of every mail: a mail is described once as blocks of plain text, and both
 * parts are rendered from that description, so the HTML and the plain text cannot say different
 * things. Every value is plain text here; only this module writes markup, and it escapes all of it.
 */

export type MailField = { label: string; value: string; long?: boolean };

/**
 * A link that acts for the one person a mail goes to (withdraws her application, opens her data,
 * makes her account): it goes only into the mail she receives. The copy the site keeps, which
 * organisers read, names it in words instead (docs/decisions/049-kept-mails-without-keys.md).
 */
export type ActingLink = { url: string; keptAs: string };

/**
 * A code that admits the one person a mail goes to (her check-in code): written large, under its
 * QR image when the mail carries one (an inline attachment's content id, with words for those
 * who cannot see it). Like an acting link, the kept copy names it in words instead.
 */
export type ActingCode = {
  label: string;
  code: string;
  image?: { cid: string; alt: string; width: number };
  keptAs: string;
};

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Short label and value pairs in a tinted box: an event's date, time and place. */
  | { kind: 'facts'; fields: readonly MailField[] }
  /** What a form held, label above value; long text in full with its line breaks. */
  | { kind: 'fields'; fields: readonly MailField[] }
  | { kind: 'link'; label: string; url: string | ActingLink; button?: boolean }
  | { kind: 'code'; code: ActingCode };

export type MailContent = {
  /** The mail's first heading. */
  title: string;
  /** The line an inbox shows beside the subject. */
  preheader: string;
  blocks: readonly MailBlock[];
  /** Why the reader got this mail; the site's name and address follow it. */
  footer: readonly string[];
  siteUrl: string;
};

export type MailParts = { html: string; text: string };

/** The mail as its recipient gets it, and as the site keeps it (acting links in words). */
export type RenderedMail = MailParts & { kept: MailParts };

/** Which copy is rendered: the recipient's, with her links, or the kept one, without them. */
type Copy = 'sent' | 'kept';

const textWidth = 72;
const emptyValue = '—';

/** Only addresses the mail builds itself become links; anything else is shown as text. */
function isLinkable(url: string): boolean {
  return /^(https?:\/\/|mailto:)[^\s"'<>]+$/u.test(url);
}

// Brand colours: the site's palette (app/app.css) as hex, since mail clients do not read oklch.
const colour = {
  page: '#f3f0f9',
  card: '#ffffff',
  text: '#161423',
  muted: '#575568',
  primary: '#6c2cb4',
  onPrimary: '#ffffff',
  border: '#dfdce7',
  tint: '#f2edfc',
  darkPage: '#0d0b17',
  darkCard: '#161423',
  darkText: '#f2f1f6',
  darkMuted: '#b2aec0',
  darkPrimary: '#cba1fa',
  darkOnPrimary: '#1d1530',
  darkBorder: '#2e2c37',
  darkTint: '#221d33',
};

const fontStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Clients that honour <style> switch to these in dark mode; the rest keep the inline light
 * colours, or invert them themselves. `[data-ogsc]` is Outlook.com's dark mode.
 */
const darkRules: readonly [className: string, declarations: string][] = [
  ['mail-page', `background-color: ${colour.darkPage}`],
  [
    'mail-card',
    `background-color: ${colour.darkCard}; border-color: ${colour.darkBorder}; color: ${colour.darkText}`,
  ],
  ['mail-muted', `color: ${colour.darkMuted}`],
  ['mail-brand', `color: ${colour.darkPrimary}`],
  ['mail-link', `color: ${colour.darkPrimary}`],
  ['mail-box', `background-color: ${colour.darkTint}; border-color: ${colour.darkPrimary}`],
  ['mail-button', `background-color: ${colour.darkPrimary}; color: ${colour.darkOnPrimary}`],
];

function darkModeRules(): string {
  const rules = (prefix: string) =>
    darkRules
      .map(
        ([className, declarations]) =>
          `${prefix}.${className} { ${declarations.replace(/;|$/gu, ' !important;')} }`,
      )
      .join('\n');
  return `@media (prefers-color-scheme: dark) {\n${rules('')}\n}\n${rules('[data-ogsc] ')}`;
}

/** `Email:`, but `Why do you want to attend?` keeps its own ending. */
function labelled(label: string): string {
  return /[?:]$/u.test(label) ? label : `${label}:`;
}

function htmlLines(text: string): string {
  return escapeHtml(text).split('\n').join('<br>');
}

function htmlFieldValue(field: MailField): string {
  const value = field.long ? multiLine(field.value) : oneLine(field.value, 5000);
  return value ? htmlLines(value) : emptyValue;
}

/** The address a link opens in the recipient's copy. */
function addressOf(url: string | ActingLink): string {
  return typeof url === 'string' ? url : url.url;
}

/** `[her withdraw link: only in the mail she received]`: what the kept copy shows instead. */
function keptWords({ keptAs }: Pick<ActingLink, 'keptAs'>): string {
  return `[${oneLine(keptAs)}: only in the mail she received]`;
}

/** The link's label as a dashed box that opens nothing, and what the link was, in words. */
function htmlKeptLink(label: string, link: ActingLink, button = false): string {
  const box = `<span class="mail-kept mail-muted" style="display:inline-block;padding:${button ? '10px 20px' : '2px 8px'};border:2px dashed ${colour.border};border-radius:8px;color:${colour.muted};font-weight:600;">${escapeHtml(oneLine(label))}</span>`;
  const words = `<span class="mail-muted" style="display:inline-block;margin-top:6px;font-size:14px;color:${colour.muted};">${escapeHtml(keptWords(link))}</span>`;
  return `<p style="margin:${button ? '24px 0' : '0 0 16px'};">${box}<br>${words}</p>`;
}

/** The code large and spaced, under its image; kept, its label in a dashed box and in words. */
function htmlCode(code: ActingCode, copy: Copy): string {
  if (copy === 'kept') {
    const box = `<span class="mail-kept mail-muted" style="display:inline-block;padding:10px 20px;border:2px dashed ${colour.border};border-radius:8px;color:${colour.muted};font-weight:600;">${escapeHtml(oneLine(code.label))}</span>`;
    const words = `<span class="mail-muted" style="display:inline-block;margin-top:6px;font-size:14px;color:${colour.muted};">${escapeHtml(keptWords(code))}</span>`;
    return `<p style="margin:0 0 16px;">${box}<br>${words}</p>`;
  }
  const { image } = code;
  // NOTE: the image keeps its white margin in dark mode: a scanner needs it to find the code.
  const picture = image
    ? `<img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(oneLine(image.alt))}" width="${image.width}" height="${image.width}" style="display:block;margin:0 auto 8px;width:${image.width}px;max-width:100%;height:auto;border:0;background-color:#ffffff;">`
    : '';
  return `<div class="mail-box" style="margin:0 0 16px;padding:16px;background-color:${colour.tint};border-radius:6px;text-align:center;">${picture}<p style="margin:0;font-size:14px;color:${colour.muted};" class="mail-muted">${escapeHtml(oneLine(code.label))}</p><p style="margin:0;font-family:ui-monospace,Menlo,Consolas,'Courier New',monospace;font-size:28px;font-weight:700;letter-spacing:0.12em;">${escapeHtml(oneLine(code.code))}</p></div>`;
}

function htmlBlock(block: MailBlock, copy: Copy): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${htmlLines(multiLine(block.text))}</p>`;
    case 'heading':
      return `<h2 style="margin:28px 0 12px;font-size:18px;line-height:1.3;">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<div class="mail-box" style="margin:0 0 16px;padding:12px 16px;background-color:${colour.tint};border-left:4px solid ${colour.primary};border-radius:6px;">${block.fields
        .map(
          (field) =>
            `<p style="margin:4px 0;"><strong>${escapeHtml(labelled(field.label))}</strong> ${htmlFieldValue(field)}</p>`,
        )
        .join('')}</div>`;
    case 'fields':
      return block.fields
        .map((field) => {
          const label = `<p class="mail-muted" style="margin:0 0 2px;font-size:14px;font-weight:600;color:${colour.muted};">${escapeHtml(field.label)}</p>`;
          const value = field.long
            ? `<div class="mail-box" style="margin:0 0 16px;padding:10px 14px;background-color:${colour.tint};border-left:4px solid ${colour.border};border-radius:6px;">${htmlFieldValue(field)}</div>`
            : `<p style="margin:0 0 16px;">${htmlFieldValue(field)}</p>`;
          return label + value;
        })
        .join('');
    case 'link': {
      if (copy === 'kept' && typeof block.url !== 'string') {
        return htmlKeptLink(block.label, block.url, block.button);
      }
      const url = addressOf(block.url);
      if (!isLinkable(url)) return `<p style="margin:0 0 16px;">${escapeHtml(url)}</p>`;
      const href = escapeHtml(url);
      return block.button
        ? `<p style="margin:24px 0;"><a class="mail-button" href="${href}" style="display:inline-block;padding:12px 22px;background-color:${colour.primary};color:${colour.onPrimary};font-weight:600;text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:0 0 16px;"><a class="mail-link" href="${href}" style="color:${colour.primary};font-weight:600;">${escapeHtml(block.label)}</a></p>`;
    }
    case 'code':
      return htmlCode(block.code, copy);
  }
}

function renderHtml(content: MailContent, copy: Copy): string {
  const title = escapeHtml(oneLine(content.title));
  const siteUrl = escapeHtml(content.siteUrl);
  const siteHost = escapeHtml(new URL(content.siteUrl).host);
  const footer = content.footer
    .map((line) => `<p style="margin:0 0 8px;">${htmlLines(multiLine(line))}</p>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en-GB" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${title}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
${darkModeRules()}
@media (max-width: 480px) {
.mail-card { padding: 24px 18px !important; }
}
</style>
</head>
<body class="mail-page" style="margin:0;padding:0;background-color:${colour.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(oneLine(content.preheader, 200))}</div>
<table role="presentation" class="mail-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colour.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td class="mail-brand" style="padding:0 4px 16px;font-family:${fontStack};font-size:18px;font-weight:700;line-height:1.3;color:${colour.primary};"><span aria-hidden="true">◆</span> ${escapeHtml(siteConfig.brand)}</td></tr>
<tr><td class="mail-card" style="padding:32px 28px;background-color:${colour.card};border:1px solid ${colour.border};border-radius:12px;font-family:${fontStack};font-size:16px;line-height:1.6;color:${colour.text};overflow-wrap:anywhere;word-break:break-word;">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;">${title}</h1>
${content.blocks.map((block) => htmlBlock(block, copy)).join('\n')}
</td></tr>
<tr><td class="mail-muted" style="padding:20px 4px 0;font-family:${fontStack};font-size:13px;line-height:1.5;color:${colour.muted};">
${footer}<p style="margin:0;">${escapeHtml(siteConfig.brand)} · <a class="mail-link" href="${siteUrl}" style="color:${colour.primary};">${siteHost}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function underline(text: string, character: string): string {
  return `${text}\n${character.repeat(Math.min(Array.from(text).length, textWidth))}`;
}

function textFieldLine(field: MailField): string {
  const label = labelled(oneLine(field.label, 500));
  if (field.long) {
    const value = multiLine(field.value);
    if (!value) return `${label} ${emptyValue}`;
    // Indented to set it apart; the visitor's own line breaks stay, long lines are wrapped.
    return `${label}\n${wrapText(value, textWidth, '  ')}`;
  }
  return wrapText(`${label} ${oneLine(field.value, 5000) || emptyValue}`, textWidth);
}

function textBlock(block: MailBlock, copy: Copy): string {
  switch (block.kind) {
    case 'paragraph':
      return wrapText(multiLine(block.text), textWidth);
    case 'heading':
      return underline(oneLine(block.text), '-');
    case 'facts':
      return block.fields.map(textFieldLine).join('\n');
    case 'fields':
      // Short fields one to a line; a long text gets a blank line either side.
      return block.fields
        .map((field, index) =>
          index === 0
            ? textFieldLine(field)
            : `${field.long || block.fields[index - 1]?.long ? '\n\n' : '\n'}${textFieldLine(field)}`,
        )
        .join('');
    case 'link': {
      const label = oneLine(block.label);
      const url =
        copy === 'kept' && typeof block.url !== 'string'
          ? keptWords(block.url)
          : addressOf(block.url);
      const line = `${label}: ${url}`;
      return line.length <= textWidth ? line : `${label}:\n${url}`;
    }
    case 'code': {
      const label = oneLine(block.code.label);
      const code = copy === 'kept' ? keptWords(block.code) : oneLine(block.code.code);
      const line = `${label}: ${code}`;
      return line.length <= textWidth ? line : `${label}:\n${code}`;
    }
  }
}

function renderText(content: MailContent, copy: Copy): string {
  return `${[
    siteConfig.brand,
    '',
    underline(oneLine(content.title), '='),
    '',
    content.blocks.map((block) => textBlock(block, copy)).join('\n\n'),
    '',
    '-- ',
    ...content.footer.map((line) => wrapText(multiLine(line), textWidth)),
    `${siteConfig.brand}: ${content.siteUrl}`,
  ].join('\n')}\n`;
}

export function renderMail(content: MailContent): RenderedMail {
  return {
    html: renderHtml(content, 'sent'),
    text: renderText(content, 'sent'),
    kept: { html: renderHtml(content, 'kept'), text: renderText(content, 'kept') },
  };
}
