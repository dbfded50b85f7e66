import { MenuIcon, XIcon } from 'lucide-react';
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
import { usePopover } from '#app/lib/use-popover.ts';

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
  const { open, hide, button, panelProps } = usePopover({ closeOn: pathname });

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
          {/* Its name and icon follow the menu's state in CSS (`phone-menu-open`, app/app.css):
              right before hydration too. */}
          <Button
            ref={button}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            popoverTarget="mobile-menu"
            aria-expanded={open}
            aria-controls="mobile-menu"
          >
            <MenuIcon aria-hidden="true" className="phone-menu-open:hidden" />
            <XIcon aria-hidden="true" className="hidden phone-menu-open:block" />
            <span className="sr-only phone-menu-open:hidden">Open menu</span>
            <span className="sr-only hidden phone-menu-open:block">Close menu</span>
          </Button>
        </div>
      </div>
      {/* A native popover (app/lib/use-popover.ts), just under the bar. When it scrolls, its bottom
          border falls just below the screen, as the header's own did. */}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        {...panelProps}
        className="inset-x-0 top-16 max-h-[calc(100dvh-4rem+1px)] w-full overflow-y-auto border-y bg-background px-4 pt-2 pb-6 lg:hidden"
      >
        <MobileLinks links={communityLinks} onNavigate={hide} />
        <h2 className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {aiSchoolMenu.label}
        </h2>
        <MobileLinks links={aiSchoolLinks} onNavigate={hide} />
        <MobileLinks links={headerDirectLinks} onNavigate={hide} className="mt-3 border-t pt-3" />
        <JoinCommunityButton className="mt-4 w-full" size="lg" onClick={hide} />
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
