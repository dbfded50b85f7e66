import { describe, expect, it } from 'vitest';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import {
  initialStatus,
  isReviewStatus,
  organiserStatusesOf,
  reviewKinds,
  statusLabels,
  statusesOf,
} from './review-statuses.ts';

describe('review statuses', () => {
  it('start applications as Pending and enquiries as New', () => {
    expect(initialStatus('event_registrations')).toBe('pending');
    expect(initialStatus('retreat_applications')).toBe('pending');
    expect(initialStatus('enquiries')).toBe('new');
    expect(initialStatus('private_invite_requests')).toBe('new');
  });

  it('give every table one kind, and every status a label', () => {
    expect(Object.keys(reviewKinds).sort()).toEqual([...submissionTables].sort());
    for (const table of submissionTables) {
      for (const status of statusesOf(table)) expect(statusLabels[status]).toMatch(/^[A-Z]/);
    }
  });

  it('keep Withdrawn for the applicant and statuses to their kind', () => {
    expect(organiserStatusesOf('private_evening_applications')).toEqual([
      'pending',
      'approved',
      'waitlisted',
      'declined',
    ]);
    expect(isReviewStatus('enquiries', 'approved')).toBe(false);
    expect(isReviewStatus('event_registrations', 'answered')).toBe(false);
    expect(isReviewStatus('event_registrations', 'withdrawn')).toBe(true);
  });
});
