import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { launchWarnings } from './launch-checks.ts';
import { seededEventRecords } from '#tests/support/seeded-events.ts';

/** The seeded events whose kept-back details are samples, as the server finds them at a start. */
const sampleVenues = seededEventRecords
  .filter((event) => event.document.keptBack?.sample)
  .map((event) => event.document.slug);

const chatInvite = { name: 'PUBLIC_CHAT_INVITE_URL', value: 'https://join.slack.com/placeholder' };

describe('launchWarnings', () => {
  it('names each placeholder link and each missing mail setting in production', () => {
    const warnings = launchWarnings(
      loadEnv({ NODE_ENV: 'production' }),
      ['waves-ai'],
      [chatInvite],
    );
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain('PUBLIC_CHAT_INVITE_URL');
    expect(warnings[0]).toContain('https://join.slack.com/placeholder');
    expect(warnings[1]).toContain('SMTP_URL is not set');
    expect(warnings[2]).toContain('ORGANISER_EMAIL is not set');
    expect(warnings[3]).toContain('sample venues for waves-ai');
  });

  it('has nothing to say once everything is set', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ORGANISER_EMAIL: 'organiser@example.com',
    });
    expect(launchWarnings(env, [], [])).toEqual([]);
  });

  it('stays quiet outside production', () => {
    expect(
      launchWarnings(loadEnv({ NODE_ENV: 'development' }), ['waves-ai'], [chatInvite]),
    ).toEqual([]);
  });

  it('finds the placeholders of this build', () => {
    // Tests build nothing: every external link is at its default.
    const names = launchWarnings(loadEnv({ NODE_ENV: 'production' }), sampleVenues).join('\n');
    for (const name of [
      'PUBLIC_CHAT_INVITE_URL',
      'PUBLIC_BOARD_APPLICATION_URL',
      'PUBLIC_PROFESSIONAL_PROFILE_URL',
      'PUBLIC_COMPANY_PAGE_URL',
      'PUBLIC_EXTERNAL_PLAYBOOK_URL',
      // The privacy notice's controller (docs/product/privacy-notice.md).
      'PUBLIC_CONTROLLER_NAME',
      'PUBLIC_CONTROLLER_ADDRESS',
      'PUBLIC_PRIVACY_EMAIL',
    ]) {
      expect(names).toContain(name);
    }
    // The kept-back venues are fictional until the organiser puts in the real ones.
    expect(names).toContain('sample venues for ai-power-circle, waves-ai');
  });
});
