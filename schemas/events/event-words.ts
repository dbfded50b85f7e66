/**
 * The short words of an event that follow its title, date and place unless the organiser writes
 * her own (docs/decisions/059-words-that-follow-the-event.md): the breadcrumb, the eyebrow, the
 * meta title and description, the card's title and description, and the form's subtitle. A plain function of the
 * document, for the page, the card and the editor's hints alike.
 */
import type { EventDocument } from './event-document.ts';
import { dayWordsOf } from './date-words.ts';
import { formatEventDate, formatEventTime } from './event-schedule.ts';

export type EventWords = {
  crumb: string;
  eyebrow: string;
  metaTitle: string;
  metaDescription: string;
  cardTitle: string;
  cardDescription: string;
  /** The line under the form's title. */
  formSubtitle: string;
};

/** What a form's subtitle says unless the organiser writes her own: what happens once she sends it. */
const formSubtitles: Record<EventDocument['form']['kind'], string> = {
  registration: "Tell us a little about yourself and we'll be in touch soon with next steps.",
  application:
    'Every application is read by the organiser. Tell us about your work and why you would like to come.',
  interest: "Register your interest and we'll write to you as soon as there is more to share.",
};

/** The most a derived word may hold: the document's limits (schemas/events/event-document.ts). */
export const eventWordLimits = { metaTitle: 70, metaDescription: 160, cardDescription: 200 };

/** `text` cut at a word to at most `max` characters, with `…` when anything was cut. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The introduction's first sentence: what a search result or a card has room for. */
function firstSentence(text: string): string {
  const paragraph = text.split(/\n/)[0]!.trim();
  const end = paragraph.search(/[.!?](\s|$)/);
  return end === -1 ? paragraph : paragraph.slice(0, end + 1);
}

/** `Online Event` / `In-Person Event`: how she comes, said the way the seeded eyebrows say it. */
function attendanceWords(document: Pick<EventDocument, 'attendance'>): string {
  return document.attendance === 'online' ? 'Online Event' : 'In-Person Event';
}

/** The month the event starts in, in words (`March 2027`: date-words' `dayWordsOf`); a series says how it repeats. */
function monthWords(schedule: EventDocument['schedule']): string {
  if (schedule.kind === 'recurring') {
    return schedule.rule.startsWith('FREQ=WEEKLY') ? 'Weekly' : 'Monthly';
  }
  const { month, year } = dayWordsOf(schedule);
  return `${month} ${year}`;
}

/**
 * What the event's facts say in one line: `Thursday 18 March 2027, 6:00-8:00 PM, Central
 * London`. `place` is the event's place line (schemas/events/calendar/calendar-links.ts
 * `eventPlace`), so the meta description names the place as the card and the page do.
 */
function factsLine(document: EventDocument, place: string | undefined): string {
  const time = formatEventTime(document.schedule);
  return [formatEventDate(document.schedule), time, place].filter(Boolean).join(', ');
}

/**
 * The event's short words: the organiser's where she wrote them, otherwise derived from the title,
 * the date, the place and the introduction (never a typed date: they follow the schedule).
 */
export function eventWords(document: EventDocument, place: string | undefined): EventWords {
  const { title, meta, listing } = document;
  const summary = firstSentence(document.intro);
  const facts = `${title}: ${factsLine(document, place)}.`;
  return {
    crumb: document.crumb ?? title,
    eyebrow: document.eyebrow ?? `${monthWords(document.schedule)} · ${attendanceWords(document)}`,
    metaTitle: meta.title ?? shortened(title, eventWordLimits.metaTitle),
    metaDescription:
      meta.description ?? shortened(`${facts} ${summary}`, eventWordLimits.metaDescription),
    cardTitle: listing?.title ?? title,
    cardDescription: listing?.description ?? shortened(summary, eventWordLimits.cardDescription),
    formSubtitle: document.form.subtitle ?? formSubtitles[document.form.kind],
  };
}
