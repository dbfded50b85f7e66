import { useState, type ReactNode } from 'react';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { artworkMotifs } from '#schemas/artwork/artwork.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import {
  CheckField,
  FieldGroup,
  NumberField,
  SelectField,
  TextField,
  useDocumentForm,
  useField,
} from './event-fields.tsx';
import { CoverField } from './cover-field.tsx';
import { ListEditor } from './list-editor.tsx';
import { ClosingTimeField, ScheduleFields } from './schedule-fields.tsx';
import { SectionEditor } from './section-editor.tsx';
import { useFollowedWords } from './followed-words.ts';

/**
 * The editor's groups of fields (docs/product/screens.md#the-event-editor): every field of the
 * event's document (schemas/events/event-document.ts), in the order the organiser thinks of them.
 */

type FormTable = EventDocument['form']['table'];

/** The tables an event's form can write to, by their admin place (the compiler checks the list). */
const formTables: Record<FormTable, string> = {
  event_registrations: adminViews.event_registrations.title,
  virtual_event_registrations: adminViews.virtual_event_registrations.title,
  retreat_applications: adminViews.retreat_applications.title,
  leadership_labs_applications: adminViews.leadership_labs_applications.title,
  private_evening_applications: adminViews.private_evening_applications.title,
};

const factKinds: Record<EventDocument['facts'][number]['kind'], string> = {
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  online: 'Online',
  spots: 'Places',
  price: 'Price',
};

const capacityKinds = [
  ['total', 'A number of places'],
  ['per-session', 'A number of places per session'],
  ['limited', 'Limited, no number given'],
] as const;

const cardSpotKinds = [
  ['', "The event's own places"],
  ['total', 'A number of places'],
  ['perSession', 'A number per session'],
  ['limited', 'Limited'],
] as const;

const noticeKinds = [
  ['success', 'Sent'],
  ['rejected', 'Refused'],
  ['failed', 'Failed'],
] as const;

function twoColumns(children: ReactNode) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

function BasicsGroup() {
  const followed = useFollowedWords();
  return (
    <FieldGroup id="basics" title="Address and words">
      {twoColumns(
        <>
          <TextField
            path="slug"
            label="Page address"
            hint="Lowercase words joined by hyphens: the page is /events/<address>. Left empty on a new event, it is made from the title and date when you first save."
          />
          <TextField
            path="crumb"
            label="Breadcrumb"
            optional
            placeholder={followed.crumb}
            hint="The last step of the breadcrumb. Empty: the title."
          />
          <TextField
            path="eyebrow"
            label="Eyebrow"
            optional
            placeholder={followed.eyebrow}
            hint="The small line above the title. Empty: the month and how guests come."
          />
        </>,
      )}
      <TextField path="cta" label="Call to action" hint="The hero's button to the form." />
      {twoColumns(
        <>
          <TextField
            path="meta.title"
            label="Meta title"
            optional
            placeholder={followed.metaTitle}
            hint="For search engines and shared links: 70 characters at most. Empty: the title."
          />
          <TextField
            path="meta.description"
            label="Meta description"
            multiline
            optional
            placeholder={followed.metaDescription}
            hint="160 characters at most. Empty: the title, date, place and the introduction's first sentence."
          />
        </>,
      )}
    </FieldGroup>
  );
}

const motifOptions = [
  ['', "The brand's shapes"],
  ...artworkMotifs.map((motif) => [motif, motif.charAt(0).toUpperCase() + motif.slice(1)] as const),
] as const;

/** The picture: the cover photo the organiser uploads, or the generated artwork's motif. */
function CoverGroup() {
  const motif = useField('motif');
  return (
    <FieldGroup
      id="cover"
      title="Artwork"
      description="Without a cover photo the page, its card and its share image show a generated artwork."
    >
      <SelectField
        path="motif"
        label="Artwork motif"
        options={motifOptions}
        onChoose={(value) => motif.set(value === '' ? undefined : value)}
      />
    </FieldGroup>
  );
}

function WhenGroup() {
  return (
    <FieldGroup id="when" title="Applications close">
      <ClosingTimeField />
    </FieldGroup>
  );
}

function WhereGroup() {
  const { value } = useField('venue.disclosure');
  return (
    <FieldGroup id="where" title="Where, in detail">
      <SelectField
        path="venue.disclosure"
        label="The page names"
        options={[
          ['full', 'The venue'],
          ['area', 'Only the area (the venue goes to approved guests)'],
        ]}
      />
      {value === 'full' ? (
        <TextField
          path="venue.mapQuery"
          label="Map search"
          optional
          hint="What the map looks for: King's Cross, London."
        />
      ) : null}
    </FieldGroup>
  );
}

function PriceGroup() {
  return (
    <FieldGroup id="price" title="Price">
      <TextField path="price" label="Price" optional hint="Free for community members, £45..." />
    </FieldGroup>
  );
}

function FactsGroup() {
  return (
    <FieldGroup
      id="facts"
      title="Facts"
      description="The lines beside the hero. Without words of your own, a line says the event's: its date, time, venue, places or price."
    >
      <ListEditor
        path="facts"
        noun="fact"
        max={8}
        nameOf={(fact) => String((fact as { label?: unknown }).label ?? '')}
        newItem={() => ({ kind: 'date', label: 'Date' })}
      >
        {(path) =>
          twoColumns(
            <>
              <SelectField path={`${path}.kind`} label="Kind" options={Object.entries(factKinds)} />
              <TextField path={`${path}.label`} label="Label" />
              <TextField path={`${path}.text`} label="Words" optional className="sm:col-span-2" />
            </>,
          )
        }
      </ListEditor>
    </FieldGroup>
  );
}

function FormGroup() {
  const followed = useFollowedWords();
  return (
    <FieldGroup
      id="form"
      title="Form"
      description="What visitors fill in, and where it is kept. Once someone applied, its table stays; its event name may change, and the applications follow it."
    >
      {twoColumns(
        <>
          <SelectField path="form.table" label="Kept in" options={Object.entries(formTables)} />
          <TextField path="form.title" label="Form title" />
          <TextField path="form.anchor" label="Form id" hint="The call to action scrolls to it." />
        </>,
      )}
      <TextField
        path="form.subtitle"
        label="Form subtitle"
        multiline
        optional
        placeholder={followed.formSubtitle}
        hint="The line under the form's title. Empty: what happens once she sends it, in the words of the form's kind."
      />
      {twoColumns(
        <>
          <TextField
            path="form.eventName"
            label="Event name"
            optional
            hint="Shown with each application in its table's view; unique among the events of its table. Left empty on a new event, it is the title and date."
          />
          <TextField
            path="form.eventDate"
            label="Event date"
            optional
            hint="Only the virtual registrations store it."
          />
          <TextField path="form.submitLabel" label="Submit label" />
          <TextField path="form.submittingLabel" label="Label while sending" optional />
        </>,
      )}
      {noticeKinds.map(([kind, words]) => (
        <fieldset key={kind} className="grid gap-3 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">Notice: {words}</legend>
          <TextField path={`form.notices.${kind}.title`} label={`${words} notice title`} />
          <TextField
            path={`form.notices.${kind}.description`}
            label={`${words} notice description`}
            optional
          />
        </fieldset>
      ))}
    </FieldGroup>
  );
}

/** A new card: its words follow the event until the organiser writes her own. */
const newListing = (): NonNullable<EventDocument['listing']> => ({ position: 0 });

/**
 * A part of the document that may be absent (`null`): the box adds it, made from the document
 * (`make`), or takes it away; its fields show while it is there.
 */
function OptionalPart({
  path,
  label,
  make,
  children,
}: {
  path: 'listing' | 'keptBack';
  label: string;
  make: (document: EventDocument) => NonNullable<EventDocument[typeof path]>;
  children: (part: NonNullable<EventDocument[typeof path]>) => ReactNode;
}) {
  const { value, set } = useField(path);
  const { document } = useDocumentForm();
  const part = value as EventDocument[typeof path];
  return (
    <>
      <CheckField
        path={path}
        label={label}
        checked={part !== null}
        onToggle={(on) => set(on ? make(document as EventDocument) : null)}
      />
      {part ? children(part) : null}
    </>
  );
}

function CardGroup() {
  const followed = useFollowedWords();
  const spots = useField('listing.spots');
  const spotsValue = spots.value as NonNullable<EventDocument['listing']>['spots'];
  return (
    <FieldGroup
      id="card"
      title="Card on the listing"
      description="The event's card on /events and the home page. Words left empty come from the event."
    >
      <OptionalPart
        path="listing"
        label="Show a card on the events listing and the home page"
        make={newListing}
      >
        {() => (
          <>
            {twoColumns(
              <>
                <TextField
                  path="listing.title"
                  label="Card title"
                  optional
                  placeholder={followed.cardTitle}
                  hint="Empty: the title."
                />
                <NumberField
                  path="listing.position"
                  label="Position"
                  hint="Cards are shown by position, lowest first."
                />
              </>,
            )}
            <TextField
              path="listing.description"
              label="Card description"
              multiline
              optional
              placeholder={followed.cardDescription}
              hint="Empty: the introduction's first sentence."
            />
            {twoColumns(
              <>
                <TextField
                  path="listing.location"
                  label="Card location"
                  optional
                  hint="Shown only while the facts name no venue: the card says the venue as the page does."
                />
                <TextField path="listing.locationNote" label="Location note" optional />
                <TextField
                  path="listing.date"
                  label="Card date"
                  optional
                  hint="Empty: the event's date."
                />
                <TextField
                  path="listing.time"
                  label="Card time"
                  optional
                  hint="Empty: the event's time."
                />
                <SelectField
                  path="listing.spots.kind"
                  label="Places on the card"
                  options={cardSpotKinds}
                  onChoose={(kind) =>
                    spots.set(
                      kind === ''
                        ? undefined
                        : { kind, ...(kind !== 'limited' && { count: spotsValue?.count ?? 20 }) },
                    )
                  }
                />
                {spotsValue && spotsValue.kind !== 'limited' ? (
                  <NumberField path="listing.spots.count" label="Places on the card: number" />
                ) : null}
              </>,
            )}
          </>
        )}
      </OptionalPart>
      <CheckField
        path="featured"
        label="Featured"
        hint="The listing shows a featured event first, larger."
      />
    </FieldGroup>
  );
}

function KeptBackGroup() {
  return (
    <FieldGroup
      id="kept-back"
      title="Kept back for approved guests"
      description="Details the page does not show: the approval mail gives them."
    >
      <OptionalPart
        path="keptBack"
        label="Keep details back for approved guests"
        make={() => ({ venue: '', address: '' })}
      >
        {(keptBack) => (
          <>
            {'sample' in keptBack && keptBack.sample ? (
              <p className="text-sm text-muted-foreground">
                These are sample details: replace them before the event opens.
              </p>
            ) : null}
            {twoColumns(
              <>
                <TextField path="keptBack.venue" label="Exact venue" />
                <TextField path="keptBack.address" label="Street address" />
              </>,
            )}
            <TextField path="keptBack.arrival" label="Arrival" optional multiline />
            <TextField path="keptBack.pricing" label="Pricing" optional multiline />
          </>
        )}
      </OptionalPart>
    </FieldGroup>
  );
}

function SectionsGroup() {
  return (
    <FieldGroup
      id="sections"
      title="Sections"
      description="The page's bands below the hero, in order."
    >
      <SectionEditor />
    </FieldGroup>
  );
}

/**
 * What an event cannot do without: its title, when, where, how many places, whether the
 * organiser chooses who comes, its description and its picture. Everything else follows from
 * these until she writes her own (schemas/events/event-words.ts), under More.
 */
function EssentialsGroup() {
  const venue = useField('venue.disclosure');
  const { value, set } = useField('capacity');
  const capacity = value as EventDocument['capacity'];
  return (
    <FieldGroup
      id="essentials"
      title="Essentials"
      description="Fields marked * are required. Everything under More follows from these until you write your own."
    >
      <TextField path="title" label="Title" />
      <ScheduleFields />
      {twoColumns(
        <>
          <SelectField
            path="attendance"
            label="Attendance"
            options={[
              ['in-person', 'In person'],
              ['online', 'Online'],
            ]}
          />
          <TextField
            path="venue.text"
            label={venue.value === 'area' ? 'Area' : 'Venue'}
            hint="What the page says of where."
          />
          <SelectField
            path="capacity.kind"
            label="Places"
            options={capacityKinds}
            onChoose={(kind) =>
              set(
                kind === 'limited'
                  ? { kind }
                  : { kind, places: 'places' in capacity ? capacity.places : 20 },
              )
            }
          />
          {capacity.kind !== 'limited' ? (
            <NumberField path="capacity.places" label="Number of places" />
          ) : null}
        </>,
      )}
      <SelectField
        path="form.kind"
        label="Who comes"
        options={[
          ['registration', 'Anyone who registers'],
          ['application', 'You choose from the applications'],
          ['interest', 'Register interest only'],
        ]}
      />
      <TextField
        path="intro"
        label="Description"
        multiline
        hint="The opening paragraph of its page; its first sentence is also the card's and the search engines' summary."
      />
      <CoverField />
    </FieldGroup>
  );
}

/** Everything the essentials do not say: each group, in the editor's order. */
function MoreGroups() {
  return (
    <>
      <BasicsGroup />
      <WhenGroup />
      <WhereGroup />
      <PriceGroup />
      <CoverGroup />
      <FactsGroup />
      <SectionsGroup />
      <FormGroup />
      <CardGroup />
      <KeptBackGroup />
    </>
  );
}

/**
 * The editor's fields (docs/product/screens.md#the-event-editor): the essentials, then More. A
 * new event opens with More folded; an event already made, or a save that found a problem under
 * More, opens it.
 */
export function EventFormGroups({ isNew }: { isNew: boolean }) {
  const { errors } = useDocumentForm();
  const essentials = new Set(essentialPaths);
  const problemUnderMore = Object.keys(errors).some(
    (path) => !essentials.has(path.split('.')[0]!) && !essentials.has(path),
  );
  // Her own choice once she made one; a problem under More opens it whatever she chose.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = problemUnderMore || (chosen ?? !isNew);
  return (
    <>
      <EssentialsGroup />
      <details
        open={open}
        onToggle={(event) => setChosen(event.currentTarget.open)}
        className="group grid gap-6"
      >
        <summary className="w-fit cursor-pointer rounded-md px-1 text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          More
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            address, words for search and sharing, facts, sections, form, card, kept-back details
          </span>
        </summary>
        <div className="mt-6 grid gap-6">
          <MoreGroups />
        </div>
      </details>
    </>
  );
}

/** The document's paths the essentials hold (an error at one of them is not under More). */
const essentialPaths = [
  'title',
  'schedule',
  'attendance',
  'venue.text',
  'capacity',
  'form.kind',
  'intro',
  'cover',
];
