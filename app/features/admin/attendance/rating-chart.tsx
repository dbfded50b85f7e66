import { feedbackRatings, type EventFeedback } from '#schemas/feedback/event-feedback.ts';
import { ratingLabel, shareOf } from './attendance-wording.ts';

/**
 * How the guests rated an event, best first: a table of each rating and how many chose it, whose
 * bars draw the same numbers. The table is what a screen reader reads; the bars are only seen.
 */
export function RatingChart({
  feedback,
}: {
  feedback: Pick<EventFeedback, 'count' | 'distribution'>;
}) {
  const { count, distribution } = feedback;
  return (
    <table className="w-full max-w-md border-collapse text-sm">
      <caption className="mb-2 text-left font-medium">How they rated it</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Rating</th>
          <th scope="col">Answers</th>
        </tr>
      </thead>
      <tbody>
        {[...feedbackRatings].reverse().map((rating) => {
          const chosen = distribution[rating];
          const share = shareOf(chosen, count);
          return (
            <tr key={rating}>
              <th scope="row" className="w-28 py-1 pr-3 text-left font-normal whitespace-nowrap">
                {ratingLabel(rating)}
              </th>
              <td className="py-1">
                <span className="flex items-center gap-2">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    className="h-3 min-w-0 flex-1 overflow-visible"
                  >
                    <rect width="100" height="10" rx="2" className="fill-muted" />
                    <rect width={share} height="10" rx="2" className="fill-primary" />
                  </svg>
                  <span className="w-16 shrink-0 text-right tabular-nums">
                    {chosen} <span className="text-muted-foreground">({share}%)</span>
                  </span>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
