import { MenuIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  aiSchoolMenu,
  communityMenu,
  headerDirectLinks,
  headerMenus,
  type NavLink,
  type NavMenu,
} from '#content/navigation.ts';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';
import { Logo } from '#app/components/layout/logo.tsx';
import { NavDropdown } from '#app/components/layout/nav-dropdown.tsx';
import { SiteNavLink } from '#app/components/layout/site-nav-link.tsx';
import { ThemeToggle } from '#app/components/layout/theme-toggle.tsx';
import { Button } from '#app/components/ui/button.tsx';

const directLinkClass =
  'rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground';
// flex: an external link's icon sits beside its label.
const mobileLinkClass =
  'flex items-center gap-1.5 rounded-md px-3 py-2.5 text-base transition-colors hover:bg-accent hover:text-accent-foreground';

// The phone menu lists each menu's links without its section titles.
const menuLinks = (menu: NavMenu) => menu.sections.flatMap((section) => section.links);
const communityLinks = menuLinks(communityMenu);
const aiSchoolLinks = menuLinks(aiSchoolMenu);

export function SiteHeader() {
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere else closes the menu without an effect.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const closeMobile = () => setMobileOpenAt(null);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerMenus.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} />
          ))}
          {headerDirectLinks.map((link) => (
            <SiteNavLink
              key={link.href}
              link={link}
              className={directLinkClass}
              inactiveClassName="font-medium"
            />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {/* The wrapper hides the button on phones, where the menu holds it. */}
          <div className="hidden lg:flex">
            <JoinCommunityButton />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpenAt(mobileOpen ? null : pathname)}
          >
            {mobileOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background px-4 pt-2 pb-6 lg:hidden"
      >
        <MobileLinks links={communityLinks} onNavigate={closeMobile} />
        <h2 className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {aiSchoolMenu.label}
        </h2>
        <MobileLinks links={aiSchoolLinks} onNavigate={closeMobile} />
        <MobileLinks
          links={headerDirectLinks}
          onNavigate={closeMobile}
          className="mt-3 border-t pt-3"
        />
        <JoinCommunityButton className="mt-4 w-full" size="lg" onClick={closeMobile} />
      </nav>
    </header>
  );
}

/** One list of the phone menu; following a link closes the menu. */
function MobileLinks({
  links,
  onNavigate,
  className,
}: {
  links: readonly NavLink[];
  onNavigate: () => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteNavLink link={link} className={mobileLinkClass} onClick={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
