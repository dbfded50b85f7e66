import { describe, expect, it } from 'vitest';
import { renderMail, type MailContent } from './mail-layout.ts';

const content: MailContent = {
  title: 'Registration submitted!',
  preheader: 'We will be in touch.',
  blocks: [
    { kind: 'paragraph', text: 'Hello Ada,' },
    { kind: 'heading', text: 'The event' },
    { kind: 'facts', fields: [{ label: 'Date', value: 'Wednesday 23 July 2025' }] },
    { kind: 'link', label: 'See the event page', url: 'https://womenleadingai.com/events/x' },
    { kind: 'link', label: 'Not a link', url: 'javascript:alert(1)' },
    {
      kind: 'fields',
      fields: [
        { label: 'Company', value: '' },
        { label: 'Why do you want to attend?', value: 'One\n\nTwo', long: true },
      ],
    },
  ],
  footer: ['You are receiving this email because…'],
  siteUrl: 'https://womenleadingai.com',
};

describe('the mail template', () => {
  const { html, text } = renderMail(content);

  it('declares light and dark colour schemes and restyles for dark mode', () => {
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\) \{\n\.mail-page \{/u);
  });

  it('fits a phone and a 600 px column, with nothing loaded from elsewhere', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<img|<script|<link|<iframe|\bsrc=|url\(/iu);
  });

  it('says the same in both parts', () => {
    for (const words of [
      'Registration submitted!',
      'Hello Ada,',
      'The event',
      'Wednesday 23 July 2025',
      'You are receiving this email because…',
    ]) {
      expect(html).toContain(words);
      expect(text).toContain(words);
    }
    expect(html).toContain('href="https://womenleadingai.com/events/x"');
    expect(text).toContain('See the event page: https://womenleadingai.com/events/x');
    expect(html).toContain('One<br><br>Two');
    expect(text).toContain('Why do you want to attend?\n  One\n\n  Two');
    expect(text).toContain('Company: —');
  });

  it('links only to web and mail addresses', () => {
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('javascript:alert(1)');
  });
});
