import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  approvalOverflow,
  capacityOf,
  demandFor,
  isFull,
  placesLeft,
  placesLine,
  type Capacity,
} from './event-capacity.ts';

const thirty: Capacity = { places: 30, perSession: false };
const perSession: Capacity = { places: 25, perSession: true };
const limited: Capacity = { places: null, perSession: false };

describe('the capacity policy', () => {
  it('reads the capacity of every kind of event', () => {
    expect(capacityOf({ capacity: { kind: 'total', places: 30 } })).toEqual(thirty);
    expect(capacityOf({ capacity: { kind: 'per-session', places: 25 } })).toEqual(perSession);
    expect(capacityOf({ capacity: { kind: 'limited' } })).toEqual(limited);
  });

  it('counts places left only against one fixed number, never below none', () => {
    expect(placesLeft(thirty, 0)).toBe(30);
    expect(placesLeft(thirty, 29)).toBe(1);
    expect(placesLeft(thirty, 30)).toBe(0);
    // Approved past the places with the organiser's confirmation: none left, not a negative.
    expect(placesLeft(thirty, 33)).toBe(0);
    expect(placesLeft(perSession, 100)).toBeNull();
    expect(placesLeft(limited, 100)).toBeNull();
    expect(isFull(thirty, 30)).toBe(true);
    expect(isFull(thirty, 29)).toBe(false);
    expect(isFull(perSession, 1000)).toBe(false);
    expect(isFull(limited, 1000)).toBe(false);
  });

  it('says by how many people an approval would go past the places', () => {
    expect(approvalOverflow(thirty, 28, 2)).toBe(0);
    expect(approvalOverflow(thirty, 28, 3)).toBe(1);
    expect(approvalOverflow(thirty, 31, 1)).toBe(2);
    expect(approvalOverflow(perSession, 500, 10)).toBe(0);
    expect(approvalOverflow(limited, 500, 10)).toBe(0);
  });

  it('compares the applications with the places for the decline mail', () => {
    expect(demandFor(thirty, 30)).toBe('within');
    expect(demandFor(thirty, 31)).toBe('more');
    expect(demandFor(thirty, 59)).toBe('more');
    expect(demandFor(thirty, 60)).toBe('many-more');
    expect(demandFor(perSession, 1000)).toBe('within');
    expect(demandFor(limited, 1000)).toBe('within');
  });

  it('gives the page its places line', () => {
    expect(placesLine(thirty, 12)).toEqual({ kind: 'left', left: 18, of: 30 });
    expect(placesLine(thirty, 30)).toEqual({ kind: 'waitlist', of: 30 });
    expect(placesLine(perSession, 3)).toEqual({ kind: 'per-session', places: 25 });
    expect(placesLine(limited, 3)).toEqual({ kind: 'limited' });
  });
});

describe('one capacity policy, kept by the lint', () => {
  const eslint = new ESLint();
  const problemsIn = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: file }))[0]!.messages.filter(
      (message) => message.ruleId === 'no-restricted-syntax',
    );

  it('refuses a second computation of places left anywhere but the policy', async () => {
    const copies = [
      'export const left = (places: number, approved: number) => Math.max(0, places - approved);\n',
      'export const full = (event: { places: number; approved: number }) => event.approved >= event.places;\n',
      'export const fits = (places: number, approved: number, adding: number) => adding <= places - approved;\n',
      'export const many = (s: { places: number; applications: number }) => s.applications >= 2 * s.places;\n',
    ];
    for (const file of [
      'server/applications/review.ts',
      'app/features/admin/applications/capacity-wording.ts',
    ]) {
      for (const code of copies) {
        expect(await problemsIn(file, code), `${file}: ${code}`).toHaveLength(1);
      }
    }
    expect(await problemsIn('schemas/applications/event-capacity.ts', copies[0]!)).toEqual([]);
  }, 60_000);
});
