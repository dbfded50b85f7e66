import type { EventSchedule } from '#schemas/events/event-schedule.ts';
import { Input } from '#app/components/ui/input.tsx';
import {
  Field,
  PathError,
  SelectField,
  TextField,
  useDocumentForm,
  useField,
} from './event-fields.tsx';
import { fieldId } from './field-errors.ts';
import {
  instantOfWallTime,
  londonWallTime,
  ruleDayNames,
  ruleDays,
  ruleOf,
  ruleOrdinals,
  ruleParts,
  scheduleKinds,
  scheduleOfKind,
  type RuleParts,
} from './schedule-edits.ts';

const repeatSelect =
  'h-10 rounded-md border border-input bg-background px-3 text-sm aria-invalid:border-destructive dark:bg-input/30';

function Times() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField path="schedule.startTime" label="Starts at" type="time" optional />
      <TextField path="schedule.endTime" label="Ends at" type="time" optional />
    </div>
  );
}

/** A series' repeat: every week on a day, or the nth (or last) weekday of each month. */
function RepeatFields({ rule }: { rule: string }) {
  const { set } = useField('schedule.rule');
  const parts = ruleParts(rule);
  const change = (next: Partial<RuleParts>) => set(ruleOf({ ...parts, ...next }));
  return (
    <Field path="schedule.rule" label="Repeats">
      {(control) => (
        <div className="flex flex-wrap gap-2">
          <select
            {...control}
            value={parts.every}
            onChange={(event) => change({ every: event.target.value as RuleParts['every'] })}
            className={repeatSelect}
          >
            <option value="month">Each month, on the</option>
            <option value="week">Every week, on</option>
          </select>
          {parts.every === 'month' ? (
            <select
              aria-label="Which one in the month"
              value={parts.ordinal}
              onChange={(event) => change({ ordinal: event.target.value })}
              className={repeatSelect}
            >
              {ruleOrdinals.map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          ) : null}
          <select
            aria-label="Day of the week"
            value={parts.day}
            onChange={(event) => change({ day: event.target.value })}
            className={repeatSelect}
          >
            {ruleDays.map((day, index) => (
              <option key={day} value={day}>
                {ruleDayNames[index]}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

/**
 * The four forms of a schedule (schemas/events/event-schedule.ts): one day, a run of days, a series
 * and a month without a day, each with its times (a month has none yet).
 */
export function ScheduleFields() {
  const { scope } = useDocumentForm();
  const { value, set } = useField('schedule');
  const schedule = value as EventSchedule;
  return (
    <div id={fieldId(scope, 'schedule')} tabIndex={-1} className="grid gap-4 outline-none">
      <PathError path="schedule" />
      <SelectField
        path="schedule.kind"
        label="The event takes place on"
        options={scheduleKinds}
        onChoose={(kind) => set(scheduleOfKind(schedule, kind as EventSchedule['kind']))}
      />
      {schedule.kind === 'single' ? (
        <>
          <TextField path="schedule.date" label="Date" type="date" />
          <Times />
        </>
      ) : null}
      {schedule.kind === 'range' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField path="schedule.startDate" label="First day" type="date" />
            <TextField path="schedule.endDate" label="Last day" type="date" />
          </div>
          <Times />
        </>
      ) : null}
      {schedule.kind === 'recurring' ? (
        <>
          <TextField
            path="schedule.firstDate"
            label="First date"
            type="date"
            hint="One of the days it repeats on."
          />
          <RepeatFields rule={schedule.rule} />
          <Times />
        </>
      ) : null}
      {schedule.kind === 'month' ? (
        <TextField
          path="schedule.month"
          label="Month"
          type="month"
          hint="The page says the month until you set the day."
        />
      ) : null}
    </div>
  );
}

/** When applications close, on London's clock; empty: no closing time. */
export function ClosingTimeField() {
  const { value, set } = useField('applicationsCloseAt');
  return (
    <Field
      path="applicationsCloseAt"
      label="Applications close"
      optional
      hint="London time. Left empty, applications stay open until you close them by hand; a new event (or a copy) without one closes when it starts."
    >
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          className="w-64 max-w-full"
          value={londonWallTime(typeof value === 'string' ? value : null)}
          onChange={(event) => set(instantOfWallTime(event.target.value))}
        />
      )}
    </Field>
  );
}
