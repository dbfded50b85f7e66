/**
 * The event's history and the stale-save question in words (docs/product/screens.md#events):
 * an action (`publish`) and the paths that changed (`document.sections.1.items.0.duration`) as
 * the organiser reads them (`Section 2 › item 1 › duration`).
 */

const actionWords: Record<string, string> = {
  create: 'Created',
  edit: 'Edited',
  duplicate: 'Created as a copy of another event',
  publish: 'Published',
  unpublish: 'Unpublished',
  close: 'Closed applications',
  reopen: 'Reopened applications',
  cancel: 'Cancelled',
  seed: "Brought in from the site's pages",
};

export function actionLabel(action: string): string {
  return actionWords[action] ?? action;
}

/** The record's own fields, beside its document. */
const recordWords: Record<string, string> = {
  status: 'Status',
  applicationsClosedAt: 'Applications closed by hand',
  cancelledAt: 'Cancelled',
  cancellationMessage: 'Cancellation message',
  calendarSequence: 'Calendar version',
};

/** A field's words wherever it sits in the document. */
const fieldWords: Record<string, string> = {
  slug: 'page address',
  title: 'title',
  crumb: 'breadcrumb',
  eyebrow: 'eyebrow',
  intro: 'introduction',
  meta: 'search and sharing',
  schedule: 'when',
  date: 'date',
  startDate: 'first day',
  endDate: 'last day',
  firstDate: 'first date',
  rule: 'repeat',
  month: 'month',
  startTime: 'start time',
  endTime: 'end time',
  attendance: 'in person or online',
  venue: 'where',
  text: 'words',
  disclosure: 'how much the page says',
  mapQuery: 'map search',
  capacity: 'places',
  places: 'number of places',
  kind: 'kind',
  price: 'price',
  facts: 'facts',
  cta: 'call to action',
  form: 'form',
  anchor: 'form id',
  subtitle: 'subtitle',
  table: 'table',
  eventName: 'event name',
  eventDate: 'event date',
  submitLabel: 'submit label',
  submittingLabel: 'label while sending',
  notices: 'notices',
  success: 'sent',
  rejected: 'refused',
  failed: 'failed',
  description: 'description',
  sections: 'sections',
  id: 'id',
  lead: 'lead',
  items: 'items',
  paragraphs: 'paragraphs',
  people: 'people',
  name: 'name',
  role: 'role',
  bio: 'bio',
  image: 'image',
  linkedinUrl: 'LinkedIn',
  duration: 'duration',
  time: 'time',
  featured: 'featured',
  listing: 'card',
  position: 'position',
  location: 'location',
  locationNote: 'location note',
  spots: 'places on the card',
  count: 'number',
  applicationsCloseAt: 'closing time',
  cover: 'cover photo',
  alt: 'description of the photo',
  motif: 'artwork motif',
  keptBack: 'kept-back details',
  address: 'address',
  arrival: 'arrival',
  pricing: 'pricing',
  sample: 'sample',
};

/** What one item of a list is called: `sections.1` → `section 2`. */
const itemWords: Record<string, string> = {
  sections: 'section',
  items: 'item',
  people: 'person',
  paragraphs: 'paragraph',
  bio: 'bio paragraph',
  facts: 'fact',
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `document.sections.1.items.0.duration` → `Section 2 › item 1 › duration`. */
export function pathWords(path: string): string {
  const keys = path.split('.');
  if (keys[0] !== 'document') return recordWords[path] ?? path;
  const words: string[] = [];
  for (const [index, key] of keys.slice(1).entries()) {
    const list = keys[index];
    if (/^\d+$/.test(key) && list !== undefined) {
      words[words.length - 1] = `${itemWords[list] ?? 'item'} ${Number(key) + 1}`;
    } else {
      words.push(fieldWords[key] ?? key);
    }
  }
  return capitalised(words.join(' › ') || 'everything');
}
