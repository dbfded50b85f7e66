/**
 * "Your data" (docs/decisions/047-your-data.md; docs/product/screens.md#your-data): a person asks
 * on /your-data for a link to what is held for her address, and the link's page shows it, offers
 * it as one JSON file and takes her request to erase it. Shared by the server
 * (server/routes/your-data-routes.ts) and the pages (app/routes/your-data*.tsx).
 */

export const yourDataApi = {
  /** POST `{ email }`: always the same answer, whether anything is held or not. */
  link: '/api/your-data/link',
  /** POST `{ token }`: what is held for the link's address. */
  view: '/api/your-data/view',
  /** POST `{ token }`: the same, as one JSON file to keep. */
  download: '/api/your-data/download',
  /** POST `{ token }`: asks for what is held to be erased. */
  erasure: '/api/your-data/erasure',
} as const;

/** The request page's own address, and the page a request sent without scripts arrives at. */
export const yourDataPaths = { ask: '/your-data', sent: '/your-data/sent' } as const;

/** How long a link works after its mail was queued: it shows what is held. */
export const yourDataLinkLifetimeDays = 3;

/** What the request page says, whatever is held: it must not tell whether the address is known. */
export const yourDataLinkAnswer = 'If we hold anything, a link is on its way.';

/** One value she gave, under its form's label. */
export type HeldField = { label: string; value: string };

/** One form she sent, as it is kept. */
export type HeldSubmission = {
  /** The form, as the site names it ("Event registrations"). */
  form: string;
  /** The event it was for, when the form names one. */
  event: string | null;
  /** Where it stands ("Pending", "Approved"...). */
  status: string;
  sentAt: string;
  statusChangedAt: string | null;
  /** The privacy notice version the form showed. */
  privacyNotice: string | null;
  fields: HeldField[];
};

/** A decision on one of her forms, and the organiser's message with it. */
export type HeldDecision = {
  form: string;
  event: string | null;
  from: string;
  to: string;
  message: string | null;
  at: string;
};

/** A mail sent (or to be sent) to her. */
export type HeldMail = {
  subject: string;
  /** Queued at. */
  createdAt: string;
  sentAt: string | null;
  /** "Sent", "Waiting to be sent", "Not sent". */
  status: string;
  /** Its text as it left; null until sent. */
  text: string | null;
};

/** Her arrival at an event's door (docs/decisions/064-check-in-codes.md). */
export type HeldArrival = {
  event: string | null;
  arrivedAt: string;
  /** She was added at the door. */
  walkIn: boolean;
};

/** Her answer to an event's feedback form (docs/decisions/065-feedback-after-the-event.md). */
export type HeldFeedback = {
  event: string | null;
  /** 1 to 5. */
  rating: number;
  /** The question she was asked, and her answer to it. */
  question: string | null;
  answer: string | null;
  comment: string | null;
  answeredAt: string;
};

export type HeldData = {
  /** The address the link names. */
  address: string;
  submissions: HeldSubmission[];
  decisions: HeldDecision[];
  arrivals: HeldArrival[];
  feedback: HeldFeedback[];
  mails: HeldMail[];
  /** Her open erasure request: when it is carried out at the latest. */
  erasureDueAt: string | null;
};

export type YourDataAnswer =
  | ({ state: 'ready' } & HeldData)
  /** Not a link this site made, altered, or made for something else (a withdraw link). */
  | { state: 'invalid' }
  | { state: 'expired' };

export type ErasureAnswer =
  /** Asked now, or asked before (`already`): carried out by `dueAt` at the latest. */
  | { state: 'requested'; dueAt: string; already: boolean }
  /** Nothing is held: there is nothing to erase. */
  | { state: 'nothing-held' }
  | { state: 'invalid' }
  | { state: 'expired' };

/** The admin's list of erasure requests waiting (GET /api/admin/erasure-requests). */
export type PendingErasureRequest = {
  id: number;
  /** The address her link named: the organiser finds her records by it. */
  email: string;
  requestedAt: string;
  dueAt: string;
  /** How many of her forms are held now. */
  heldSubmissions: number;
};
export type ErasureRequestList = { requests: PendingErasureRequest[] };
