import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  yourDataApi,
  yourDataPaths,
  type ErasureAnswer,
  type HeldArrival,
  type HeldData,
  type HeldFeedback,
  type HeldSubmission,
  type YourDataAnswer,
} from '#schemas/privacy/your-data-api.ts';
import {
  askWithLinkToken,
  CheckingLink,
  linkPageMeta,
  LinkPageTitle,
  LinkPanel,
  LinkUnreachable,
  postLinkToken,
  useLinkToken,
  type LinkAnswer,
  type LinkPanelProps,
} from '#app/components/link-page/link-page.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { saveFile } from '#app/features/downloads/save-file.ts';
import type { Route } from './+types/your-data-view';

export const meta = linkPageMeta({
  title: 'What we hold for you',
  description: 'What Women Leading AI holds for your email address, from the link we sent you.',
});

type LoaderState = LinkAnswer<YourDataAnswer>;
type ActionState = LinkAnswer<ErasureAnswer>;

/** Reads what is held; nothing changes until she asks (mail scanners open links). */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoaderState> {
  return askWithLinkToken<YourDataAnswer>(yourDataApi.view, request);
}

export function clientAction({ request }: Route.ClientActionArgs): Promise<ActionState> {
  return askWithLinkToken<ErasureAnswer>(yourDataApi.erasure, request);
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const londonDay = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: 'Europe/London',
});

function When({ at, day = false }: { at: string; day?: boolean }) {
  return <time dateTime={at}>{(day ? londonDay : londonTime).format(new Date(at))}</time>;
}

/** As wide as the data the page goes on to show, in every state. */
function Panel(props: LinkPanelProps) {
  return <LinkPanel width="wide" {...props} />;
}

export function HydrateFallback() {
  return <CheckingLink title="Your data" panel={Panel} />;
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

function NewLink() {
  return (
    <p>
      <Link to={yourDataPaths.ask} className={linkClass}>
        Ask for a new link
      </Link>
    </p>
  );
}

function Submission({ submission }: { submission: HeldSubmission }) {
  return (
    <article className="rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold tracking-tight">
        {submission.form}
        {submission.event ? `: ${submission.event}` : ''}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Sent <When at={submission.sentAt} />. Status: {submission.status}
        {submission.statusChangedAt ? (
          <>
            {' '}
            since <When at={submission.statusChangedAt} />
          </>
        ) : null}
        .
      </p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-x-6">
        {submission.fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium">{field.label}</dt>
            <dd className="break-words whitespace-pre-line text-muted-foreground">
              {field.value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The events she came to, as their doors recorded it. */
function Arrivals({ arrivals, heading }: { arrivals: HeldArrival[]; heading: string }) {
  return (
    <section aria-labelledby="held-arrivals" className="grid gap-4">
      <h2 id="held-arrivals" className={heading}>
        Events you came to
      </h2>
      <ul className="grid gap-3">
        {arrivals.map((arrival) => (
          <li key={arrival.arrivedAt} className="rounded-xl border p-4">
            {arrival.event ?? 'An event'}: arrived <When at={arrival.arrivedAt} />
            {arrival.walkIn ? ', added at the door' : ''}.
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Her answers to the feedback forms. */
function Feedback({ feedback, heading }: { feedback: HeldFeedback[]; heading: string }) {
  return (
    <section aria-labelledby="held-feedback" className="grid gap-4">
      <h2 id="held-feedback" className={heading}>
        Your feedback
      </h2>
      <ul className="grid gap-3">
        {feedback.map((answer) => (
          <li key={answer.answeredAt} className="grid gap-2 rounded-xl border p-4">
            <p>
              <When at={answer.answeredAt} />: {answer.event ?? 'An event'}, rated {answer.rating}{' '}
              of 5.
            </p>
            <dl className="grid gap-2 text-sm empty:hidden">
              {answer.answer ? (
                <div>
                  <dt className="font-medium">{answer.question ?? 'Your answer'}</dt>
                  <dd className="break-words whitespace-pre-line text-muted-foreground">
                    {answer.answer}
                  </dd>
                </div>
              ) : null}
              {answer.comment ? (
                <div>
                  <dt className="font-medium">Your comment</dt>
                  <dd className="break-words whitespace-pre-line text-muted-foreground">
                    {answer.comment}
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Held({ data }: { data: HeldData }) {
  const heading = 'text-2xl font-bold tracking-tight';
  return (
    <div className="grid gap-10 text-base text-foreground">
      <section aria-labelledby="held-forms" className="grid gap-4">
        <h2 id="held-forms" className={heading}>
          Forms you sent
        </h2>
        {data.submissions.length === 0 ? (
          <p className="text-muted-foreground">None.</p>
        ) : (
          data.submissions.map((submission) => (
            <Submission key={`${submission.form}${submission.sentAt}`} submission={submission} />
          ))
        )}
      </section>
      <section aria-labelledby="held-decisions" className="grid gap-4">
        <h2 id="held-decisions" className={heading}>
          Our decisions
        </h2>
        {data.decisions.length === 0 ? (
          <p className="text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-3">
            {data.decisions.map((decision) => (
              <li key={decision.at} className="rounded-xl border p-4">
                <p>
                  <When at={decision.at} />: {decision.form}
                  {decision.event ? ` (${decision.event})` : ''}, {decision.from} → {decision.to}
                </p>
                {decision.message ? (
                  <p className="mt-2 whitespace-pre-line text-muted-foreground">
                    {decision.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.arrivals.length > 0 ? <Arrivals arrivals={data.arrivals} heading={heading} /> : null}
      {data.feedback.length > 0 ? <Feedback feedback={data.feedback} heading={heading} /> : null}
      <section aria-labelledby="held-mails" className="grid gap-4">
        <h2 id="held-mails" className={heading}>
          Emails we sent you
        </h2>
        {data.mails.length === 0 ? (
          <p className="text-muted-foreground">None.</p>
        ) : (
          <ul className="divide-y rounded-xl border">
            {data.mails.map((mail) => (
              <li
                key={`${mail.createdAt}${mail.subject}`}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-4"
              >
                <span className="font-medium break-words">{mail.subject}</span>
                <span className="text-sm text-muted-foreground">
                  {mail.status}
                  {mail.sentAt ? (
                    <>
                      , <When at={mail.sentAt} />
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DownloadButton({ token }: { token: string }) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const response = await postLinkToken(yourDataApi.download, token);
      if (!response.ok) throw new Error(String(response.status));
      saveFile(await response.blob(), 'your-data.json');
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button type="button" variant="outline" onClick={() => void download()}>
        Download
      </Button>
      {failed ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          The download did not work. Please try again.
        </p>
      ) : null}
    </>
  );
}

function Ready({ data, token }: { data: HeldData; token: string }) {
  const navigation = useNavigation();
  const holdsAnything = data.submissions.length > 0 || data.mails.length > 0;
  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:px-6">
      <div className="grid gap-4">
        <LinkPageTitle>Your data</LinkPageTitle>
        <p className="text-lg text-muted-foreground">
          What we hold for <strong className="break-all text-foreground">{data.address}</strong>.
        </p>
        {!holdsAnything ? (
          <p role="status" className="text-lg">
            We hold nothing for this address.
          </p>
        ) : null}
        {data.erasureDueAt ? (
          <p role="status" className="rounded-xl border bg-accent/40 p-4">
            You asked us to erase this. It will be erased by <When at={data.erasureDueAt} day /> at
            the latest.
          </p>
        ) : null}
        {holdsAnything ? (
          <Form method="post" className="flex flex-wrap gap-3">
            <DownloadButton token={token} />
            {data.erasureDueAt ? null : (
              <Button type="submit" variant="destructive" disabled={navigation.state !== 'idle'}>
                {navigation.state === 'submitting' ? 'Asking...' : 'Ask us to erase it'}
              </Button>
            )}
          </Form>
        ) : null}
      </div>
      {holdsAnything ? <Held data={data} /> : null}
    </section>
  );
}

function Requested({ dueAt, already }: { dueAt: string; already: boolean }) {
  return (
    <Panel title={already ? 'You asked already' : 'We have your request'}>
      <p role="status">
        We will erase everything we hold for this address by <When at={dueAt} day /> at the latest:
        your forms, our decisions on them and the emails we sent you. The organiser may do it
        sooner.
      </p>
      <p>
        We will not email you about it. Afterwards this link shows that we hold nothing. Until then,
        nothing changes: you can still download your data here.
      </p>
      <p>
        <Link to="/" className={linkClass}>
          Back to the home page
        </Link>
      </p>
    </Panel>
  );
}

function LinkProblem({ state }: { state: 'invalid' | 'expired' }) {
  return state === 'expired' ? (
    <Panel title="This link has expired">
      <p>
        Links to your data work for a few days after their email, so that an old email shows
        nothing. Ask for a new one: it takes a minute.
      </p>
      <NewLink />
    </Panel>
  ) : (
    <Panel title="This link does not work">
      <p>
        It may have been cut short or changed when it was copied, or it is a link of another email
        of ours. Please open the link from your "Your data" email again, exactly as it is, or ask
        for a new one.
      </p>
      <NewLink />
    </Panel>
  );
}

export default function YourDataView({ loaderData, actionData }: Route.ComponentProps) {
  const token = useLinkToken();
  const page: LoaderState | ActionState = actionData ?? loaderData;
  switch (page.state) {
    case 'ready':
      return <Ready data={page} token={token} />;
    case 'requested':
      return <Requested dueAt={page.dueAt} already={page.already} />;
    case 'nothing-held':
      return (
        <Panel title="We hold nothing for this address">
          <p>There is nothing to erase.</p>
        </Panel>
      );
    case 'invalid':
    case 'expired':
      return <LinkProblem state={page.state} />;
    case 'unreachable':
      return <LinkUnreachable panel={Panel} />;
  }
}
