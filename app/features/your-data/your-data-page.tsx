import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pagePathOf } from '#content/site.ts';
import { privacyNoticeLink } from '#content/navigation.ts';
import {
  yourDataApi,
  yourDataLinkAnswer,
  yourDataLinkLifetimeDays,
  yourDataPaths,
} from '#schemas/privacy/your-data-api.ts';
import { PageHero } from '#app/components/page-top/page-hero.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { FieldError } from '#app/features/forms/form-field.tsx';

/**
 * The "Your data" page's content (docs/decisions/047-your-data.md; the route is
 * app/routes/your-data.tsx). A feature of its own: its form controls stay with the features that
 * use them, out of the code every page loads (vite.config.ts `featureOnlyPrimitive`).
 */

type Asked = { state: 'sent' } | { state: 'refused'; message: string };

const unreachable = 'We could not reach the site. Please check your connection and try again.';

/**
 * Sends the address to the server, which answers the same whatever it holds
 * (docs/decisions/047-your-data.md). Without scripts the form posts to this page's address and
 * the server redirects to /your-data/sent, which says the same.
 * NOTE: a plain fetch, not a route action through `useFetcher`: the fetcher's code would join the
 * framework file every page loads (0.3 kB on the home page's budget).
 */
async function askForLink(email: string): Promise<Asked> {
  try {
    const response = await fetch(yourDataApi.link, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.status === 202) return { state: 'sent' };
    if (response.status >= 500) return { state: 'refused', message: unreachable };
    const body = (await response.json()) as {
      message?: string;
      fieldErrors?: Record<string, string>;
    };
    return { state: 'refused', message: body.fieldErrors?.email ?? body.message ?? unreachable };
  } catch {
    return { state: 'refused', message: unreachable };
  }
}

/**
 * The form's and the links' addresses are relative, so a page and its /wlai/ twin are the same
 * page (the form posts to the address it was read at; `../your-data` from `/your-data/sent` is
 * the request page of the same prefix).
 */
const formAnchor = 'get-your-link';
const askAgainHref = '../your-data';

function Sent() {
  return (
    // The form's id: a request sent without scripts arrives here with it as the fragment.
    <div
      id={formAnchor}
      role="status"
      className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 className="text-2xl font-bold tracking-tight">{yourDataLinkAnswer}</h2>
      <p className="text-muted-foreground">
        It goes only to the address you entered, and works for {yourDataLinkLifetimeDays} days.
        Please look in your inbox, and in your spam folder, in a few minutes.
      </p>
      <p>
        <a href={askAgainHref} className="font-medium text-primary underline underline-offset-4">
          Use another address
        </a>
      </p>
    </div>
  );
}

export function YourDataPage() {
  const { pathname } = useLocation();
  const [asked, setAsked] = useState<Asked>();
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const errorId = useId();
  const sent = asked?.state === 'sent' || pagePathOf(pathname) === yourDataPaths.sent;
  const error = asked?.state === 'refused' ? asked.message : undefined;
  return (
    <>
      <PageHero
        title="Your data"
        lead="See what we hold about you from our forms, download it, or ask us to erase it. We email you a link: no account, no password."
      />
      <div className="mx-auto grid max-w-xl gap-8 px-4 py-section sm:px-6">
        {sent ? (
          <Sent />
        ) : (
          // A plain form: without scripts it posts to this page's address; with them, its
          // address goes to the API.
          <form
            id={formAnchor}
            method="post"
            action={`#${formAnchor}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (submitting) return;
              const email = String(new FormData(event.currentTarget).get('email') ?? '');
              setSubmitting(true);
              void askForLink(email).then((answer) => {
                setAsked(answer);
                setSubmitting(false);
              });
            }}
            className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 className="text-2xl font-bold tracking-tight">Get your link</h2>
            <p className="text-muted-foreground">
              Enter the email address you used on our forms. If we hold anything for it, we email a
              link there that shows it.
            </p>
            <div className="grid gap-2">
              <Label htmlFor={emailId}>Email</Label>
              <Input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error ? <FieldError id={errorId}>{error}</FieldError> : null}
            </div>
            <div>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Sending...' : 'Email me the link'}
              </Button>
            </div>
          </form>
        )}
        <section aria-labelledby="your-data-what" className="grid gap-3 leading-relaxed">
          <h2 id="your-data-what" className="text-xl font-semibold tracking-tight">
            What the link shows
          </h2>
          <ul className="list-disc space-y-2 pl-6 text-muted-foreground">
            <li>Every form you sent us, as we keep it, with its event and where it stands.</li>
            <li>Our decisions on your applications, and the emails we sent you.</li>
            <li>A download of all of it as one file, and a button to ask us to erase it.</li>
          </ul>
          <p className="text-muted-foreground">
            How we use your details, and your other rights, are in our{' '}
            <Link
              to={privacyNoticeLink.href}
              className="font-medium text-primary underline underline-offset-4"
            >
              Privacy Notice
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
