import type { StatusChangePreview } from './review-statuses.ts';

/**
 * What the organiser reads before she confirms a decision
 * (docs/product/screens.md#deciding-on-applications): who it changes, who it leaves, the places
 * still free at their events, and the mail each person will get.
 */

/** One person a decision names. */
export type DecisionPerson = { id: number; name: string };

/** Of each group, the first people by name: the confirmation names up to this many. */
export const namedPeople = 10;

/** An event of the rows a decision changes, with a number of places (not per session). */
export type PlacesAtDecision = { title: string; places: number; approved: number; free: number };

/** POST …/status/preview: the counts, and the people and events behind them. */
export type DecisionPreview = StatusChangePreview & {
  people: {
    /** Rows the decision changes (newest first), at most `namedPeople`. */
    changing: DecisionPerson[];
    /** Rows already at the status. */
    already: DecisionPerson[];
    /** Rows the applicant withdrew: left as they are, never mailed. */
    withdrawn: DecisionPerson[];
  };
  events: PlacesAtDecision[];
};

/** POST …/rows/:id/decision-mail: the mail a decision would send her, rendered but not queued. */
export type DecisionMailPreview =
  | {
      mail: {
        to: string;
        subject: string;
        text: string;
        /** The file names of its attachments (the calendar file of an approval). */
        attachments: string[];
      };
    }
  /** No mail: the status is not mailed, the row is already there or was withdrawn. */
  | { mail: null };
