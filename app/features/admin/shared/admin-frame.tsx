import { HouseIcon, LogOutIcon, MenuIcon, XIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import { roleLabels, type AdminRole } from '#schemas/organisers/organisers.ts';
import { Logo } from '#app/components/layout/logo.tsx';
import { ThemeToggle } from '#app/components/layout/theme-toggle.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import type { AdminPlace } from './admin-params.ts';
import { AdminNav, CountPill, waitingInAll } from './admin-nav.tsx';

/** The signed-in organiser, where she is and what waits for her. */
export type FrameSession = {
  email: string;
  role: AdminRole;
  place: AdminPlace;
  counts: AdminCounts | null;
  onSignOut: () => void;
};

function BackToSite() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
    >
      {/* NOTE: not the events' arrow-left: shared by one more route, it would join the code every
          public page loads (vite.config.ts, `minShareCount`) and take / past its budget. */}
      <HouseIcon aria-hidden="true" className="size-4" />
      Back to the site
    </Link>
  );
}

/** On a phone the places fold under this button; it shows what waits in all of them. */
function MenuButton({
  open,
  controls,
  waiting,
  onToggle,
}: {
  open: boolean;
  controls: string;
  waiting: number;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="lg:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      Menu
      {!open && waiting > 0 ? (
        <CountPill count={waiting} words={`${waiting.toLocaleString('en-GB')} waiting`} />
      ) : null}
    </Button>
  );
}

/** The organiser signed in, and the way out. */
function Account({
  email,
  role,
  onSignOut,
}: {
  email: string;
  role: AdminRole;
  onSignOut: () => void;
}) {
  return (
    <div className="grid gap-2 border-t px-3 pt-4 text-sm">
      <p className="text-muted-foreground">
        Signed in as{' '}
        <span className="block font-medium wrap-anywhere text-foreground">{email}</span>
        <span className="block">{roleLabels[role]}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </Button>
        <BackToSite />
      </div>
    </div>
  );
}

/**
 * The admin's own frame (docs/product/screens.md#the-admin-frame), in place of the public site's
 * header and footer: the site's name, the admin's places by group with what waits in each, the
 * organiser and Sign out; then the place itself in `<main>`. From 1024 px the places are a
 * column at the left; narrower, they fold under `Menu`. Signed out (or while the session is
 * read), only the bar: the site's name and the way back to it.
 */
export function AdminFrame({ session, children }: { session?: FrameSession; children: ReactNode }) {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={cn('min-h-dvh', session && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]')}>
      <header
        className={cn(
          'border-b bg-muted/40',
          session &&
            'lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto lg:border-r lg:border-b-0',
        )}
      >
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
          <Logo />
          <div className="flex items-center gap-1">
            {session ? null : <BackToSite />}
            <ThemeToggle />
            {session ? (
              <MenuButton
                open={menuOpen}
                controls={`${navId}-places`}
                waiting={waitingInAll(session.counts)}
                onToggle={() => setMenuOpen(!menuOpen)}
              />
            ) : null}
          </div>
        </div>
        {session ? (
          <div
            id={`${navId}-places`}
            className={cn(
              menuOpen ? 'flex' : 'hidden',
              'flex-1 flex-col justify-between gap-6 px-2 pt-2 pb-4 lg:flex',
            )}
          >
            <AdminNav
              id={navId}
              current={session.place}
              counts={session.counts}
              role={session.role}
              onChoose={() => setMenuOpen(false)}
            />
            <Account email={session.email} role={session.role} onSignOut={session.onSignOut} />
          </div>
        ) : null}
      </header>
      <main id="main" className="min-w-0">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
      </main>
    </div>
  );
}
