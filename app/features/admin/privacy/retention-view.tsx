import { adminViews } from '#schemas/applications/admin-views.ts';
import { retentionWords } from '#schemas/privacy/retention.ts';
import type {
  RetentionOverview,
  RetentionTableForecast,
} from '#schemas/privacy/retention-overview.ts';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import type { RetentionData } from '#app/features/admin/shared/admin-loader.ts';
import { ListTable, type ListColumn } from '#app/features/admin/shared/list-table.tsx';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { dayText, entriesText, retentionRunText } from './retention-wording.ts';
import { StatCardList } from '#app/features/admin/shared/stat-cards.tsx';

export const retentionHeading = 'Retention';

/** On a phone the rule folds under the view's name, so the table fits the width. */
const wideOnly = 'hidden md:table-cell';

function columnsOf(windowDays: number): readonly ListColumn[] {
  return [
    { label: 'View' },
    { label: 'Kept for', className: wideOnly },
    { label: 'Next run' },
    { label: `Next ${windowDays} days` },
  ];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ForecastRow({ forecast }: { forecast: RetentionTableForecast }) {
  const rule = capitalised(retentionWords(forecast));
  return (
    <TableRow>
      <TableCell className="align-top">
        <div className="grid gap-0.5">
          <span className="font-medium">{adminViews[forecast.table].title}</span>
          <span className="text-muted-foreground md:hidden">{rule}</span>
        </div>
      </TableCell>
      <TableCell className={`${wideOnly} align-top`}>{rule}</TableCell>
      <TableCell className="align-top tabular-nums">
        {forecast.dueNow > 0 ? (
          entriesText(forecast.dueNow)
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </TableCell>
      <TableCell className="align-top">
        {forecast.upcoming.length === 0 ? (
          <span className="text-muted-foreground">None</span>
        ) : (
          <ul className="grid gap-0.5">
            {forecast.upcoming.map((due) => (
              <li key={due.day} className="tabular-nums">
                {/* A narrow column breaks between the day and its count, never inside either. */}
                <span className="whitespace-nowrap">{dayText(due.day)}:</span>{' '}
                <span className="whitespace-nowrap">{entriesText(due.rows)}</span>
              </li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Whether the job runs here, and what its last run did. */
function JobLine({ overview }: { overview: RetentionOverview }) {
  const { lastRun, jobOn } = overview;
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-5 text-sm text-card-foreground shadow-sm">
      <p>
        {jobOn
          ? 'The job runs on this server shortly after it starts and then once a day.'
          : 'The job is turned off on this server (RETENTION_JOB=off): nothing is anonymised until it is on again.'}
      </p>
      <p className="text-muted-foreground">
        {lastRun === null ? (
          'It has not run yet.'
        ) : (
          <>
            Last run <time dateTime={lastRun.at}>{formatLondon(lastRun.at)}</time>:{' '}
            {retentionRunText(lastRun)}.
          </>
        )}
      </p>
    </div>
  );
}

/**
 * How long each view's entries are kept and what the daily retention job anonymises next
 * (docs/product/screens.md#retention-view, docs/decisions/048-retention-job.md): read only, counts
 * and days, never an entry.
 */
export function RetentionView({ data }: { data: RetentionData }) {
  const { overview } = data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{retentionHeading}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          How long each kind of entry is kept, as the privacy notice says, and what the daily job
          anonymises next. An anonymised entry keeps its event, status and dates, so the counts
          stay; the person&rsquo;s details, the messages to her and her mails are cleared.
        </p>
      </div>
      {overview === null ? (
        <p role="alert">The retention overview could not be loaded. Please try again.</p>
      ) : (
        <>
          <StatCardList
            className="grid-cols-2"
            cards={[
              {
                label: 'At the next run',
                value: overview.tables.reduce((sum, table) => sum + table.dueNow, 0),
              },
              {
                label: `In the next ${overview.windowDays} days`,
                value: overview.tables.reduce(
                  (sum, table) => sum + table.upcoming.reduce((rows, due) => rows + due.rows, 0),
                  0,
                ),
              },
            ]}
          />
          <JobLine overview={overview} />
          <ListTable
            caption={retentionHeading}
            columns={columnsOf(overview.windowDays)}
            empty={null}
          >
            {overview.tables.map((forecast) => (
              <ForecastRow key={forecast.table} forecast={forecast} />
            ))}
          </ListTable>
        </>
      )}
    </div>
  );
}
