import { placeholderSettings } from '#content/site.ts';
import type { Env } from './env.ts';

/**
 * What a real deployment must still change (README.md#before-going-live): one line each, logged
 * once at a production start, so nobody launches with a dead "Join Community" button or mail that
 * goes nowhere.
 */
export function launchWarnings(
  env: Env,
  /** The stored events whose kept-back details are still samples (event-store.ts). */
  sampleVenues: readonly string[],
  placeholders = placeholderSettings(),
): string[] {
  if (env.nodeEnv !== 'production') return [];
  const warnings = placeholders.map(
    ({ name, value }) =>
      `${name} is not set: the site shows the placeholder ${value}. Set it and rebuild.`,
  );
  if (env.mail.transport.kind === 'files') {
    warnings.push(
      `SMTP_URL is not set: mails are written to files in ${env.mail.transport.directory} and nobody receives them.`,
    );
  }
  if (env.mail.organiserEmail === undefined) {
    warnings.push('ORGANISER_EMAIL is not set: nobody is told of new submissions by mail.');
  }
  if (sampleVenues.length > 0) {
    warnings.push(
      `Approval mails give sample venues for ${sampleVenues.join(', ')}: put the real ones in each event's kept-back details.`,
    );
  }
  return warnings;
}
