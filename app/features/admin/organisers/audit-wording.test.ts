import { describe, expect, it } from 'vitest';
import { auditActorText, auditDetailsText, auditTargetText } from './audit-wording.ts';

describe('the Audit log wording', () => {
  it('names a view by its title, a mail or event by its number', () => {
    expect(auditTargetText({ target: 'event_registrations', targetId: null })).toBe(
      'Event Registrations',
    );
    expect(auditTargetText({ target: 'retreat_applications', targetId: 7 })).toBe(
      'Retreat & Boardroom, entry 7',
    );
    expect(auditTargetText({ target: 'mail_outbox', targetId: 12 })).toBe('Mail 12');
    expect(auditTargetText({ target: 'events', targetId: 3 })).toBe('Event 3');
    // An event by its title today, when the answer names it.
    expect(auditTargetText({ target: 'events', targetId: 3 }, { 3: 'Spring Salon' })).toBe(
      'Event: Spring Salon',
    );
    expect(auditTargetText({ target: 'people', targetId: null })).toBe('People');
    expect(auditTargetText({ target: null, targetId: null })).toBe('');
  });

  it('says the facts in a few words, and nothing for none', () => {
    expect(
      auditDetailsText({
        details: { status: 'pending', filter: 'AI Power Circle', searched: true },
      }),
    ).toBe('pending, AI Power Circle, a search');
    expect(auditDetailsText({ details: { status: 'approved', unchanged: 2 } })).toBe(
      'approved, 2 unchanged',
    );
    expect(auditDetailsText({ details: { status: 'approved', unchanged: 0 } })).toBe('approved');
    expect(auditDetailsText({ details: { reason: 'rate-limited' } })).toBe('too many attempts');
    expect(auditDetailsText({ details: {} })).toBe('');
    expect(
      auditDetailsText({
        details: { tables: { event_registrations: 1, leadership_labs_applications: 2 }, mails: 5 },
      }),
    ).toBe('Event Registrations 1, Leadership Labs 2, 5 mails');
    expect(auditDetailsText({ details: { mails: 1 } })).toBe('1 mail');
    // An export of one event's rows names the event.
    expect(
      auditDetailsText({ details: { event: 3, status: 'approved' } }, { 3: 'Spring Salon' }),
    ).toBe('Spring Salon, approved');
    // A message to an event's guests: the event, who it went to and how many mails.
    expect(
      auditDetailsText(
        { action: 'event.message', details: { event: 3, audience: 'waitlisted', mails: 4 } },
        { 3: 'Spring Salon' },
      ),
    ).toBe('Spring Salon, to the waitlisted, 4 mails');
    // An uploaded photo by its size, not the hash it is stored under.
    expect(
      auditDetailsText({ details: { media: '0123456789abcdef0123456789abcdef-1600x1200' } }),
    ).toBe('a photo 1600 × 1200');
  });

  it('says how many times a repeated entry happened, and nothing for once', () => {
    expect(auditDetailsText({ details: { reason: 'rate-limited' }, times: 9980 })).toBe(
      'too many attempts, 9,980 times within 15 minutes',
    );
    expect(auditDetailsText({ details: { reason: 'wrong-password' }, times: 2 })).toBe(
      'wrong password, 2 times within 15 minutes',
    );
    expect(auditDetailsText({ details: { reason: 'wrong-password' }, times: 1 })).toBe(
      'wrong password',
    );
  });

  it('says what a retention run anonymised, per view, and the mails', () => {
    expect(
      auditDetailsText({
        action: 'retention.run',
        details: {
          tables: { event_registrations: 2, retreat_applications: 0, enquiries: 1 },
          mails: 3,
        },
      }),
    ).toBe('Event Registrations 2, Enquiries 1, 3 mails');
    expect(
      auditDetailsText({
        action: 'retention.run',
        details: { tables: { event_registrations: 0, enquiries: 0 }, mails: 0 },
      }),
    ).toBe('nothing was due');
  });

  it('names an organiser by her name and address, an account without a name by its address', () => {
    const names = { 'ada@example.org': 'Ada Example' };
    expect(auditActorText('ada@example.org', names)).toBe('Ada Example (ada@example.org)');
    expect(auditActorText('grace@example.org', names)).toBe('grace@example.org');
    expect(auditActorText('system', names)).toBe('system');
    expect(auditActorText('constructor', names)).toBe('constructor');
  });

  it('says an organiser change: the role given, the one she had', () => {
    expect(auditTargetText({ target: 'admin_users', targetId: 4 })).toBe('Organiser 4');
    expect(auditTargetText({ target: 'admin_invitations', targetId: 2 })).toBe('Invitation 2');
    expect(auditDetailsText({ details: { role: 'organiser', was: 'viewer' } })).toBe(
      'as organiser, was viewer',
    );
  });
});
