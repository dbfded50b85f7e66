import { siteConfig } from './site.ts';

/** The site's menus (docs/product/screens.md#header and #footer). */

export type NavLink = {
  label: string;
  href: string;
  /** Opens in a new tab (an address outside the site). */
  external?: boolean;
};

export type NavSection = { title: string; links: readonly NavLink[] };

export type NavMenu = {
  label: string;
  sections: readonly NavSection[];
  /** Paths (unprefixed) for which the menu itself is highlighted. */
  activePaths: readonly string[];
};

export const communityMenu: NavMenu = {
  label: 'Community',
  sections: [
    {
      title: 'Community Hub',
      links: [
        { label: 'Main Community', href: '/' },
        { label: 'About', href: '/about' },
        { label: 'The Board', href: '/the-board' },
      ],
    },
    {
      title: 'Special Programs',
      links: [
        { label: 'Founding 25', href: '/founding-25' },
        { label: 'Partners', href: '/partners' },
        { label: 'Advisory Circle', href: '/advisory-circle' },
      ],
    },
  ],
  activePaths: [
    '/',
    '/community',
    '/about',
    '/the-board',
    '/founding-25',
    '/founding-22',
    '/partners',
    '/advisory-circle',
  ],
};

export const aiSchoolMenu: NavMenu = {
  label: 'AI School',
  sections: [
    {
      title: 'Learning Paths',
      links: [
        { label: 'AI Courses', href: '/ai-courses' },
        { label: 'Hackathons', href: '/ai-hackathons' },
        { label: 'Mentorship', href: '/mentorship' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Playbook', href: '/playbook' },
        { label: 'Online Playbook', href: siteConfig.external.externalPlaybook, external: true },
      ],
    },
  ],
  activePaths: ['/ai-courses', '/ai-hackathons', '/mentorship', '/playbook'],
};

export const headerMenus: readonly NavMenu[] = [communityMenu, aiSchoolMenu];

export const headerDirectLinks: readonly NavLink[] = [
  { label: 'Summit', href: '/summit' },
  { label: 'Events', href: '/events' },
  { label: 'AI Whisperer', href: '/ai-whisperer' },
  { label: 'Reports', href: '/reports' },
];

export const joinCommunityLink: NavLink = {
  label: 'Join Community',
  href: siteConfig.external.chatInvite,
  external: true,
};

export const footerNavigationLinks: readonly NavLink[] = [
  { label: 'Community', href: '/' },
  { label: 'Events', href: '/events' },
  { label: 'Founding 22', href: '/founding-22' },
  { label: 'About', href: '/about' },
];

export const footerConnectLinks: readonly NavLink[] = [
  { label: 'LinkedIn', href: siteConfig.external.professionalProfile, external: true },
  { label: 'Slack Community', href: siteConfig.external.chatInvite, external: true },
];

/** Beside the copyright line: the notice every form links to (docs/product/screens.md#footer). */
export const privacyNoticeLink: NavLink = { label: 'Privacy Notice', href: '/privacy' };

/** Her own access to what is held for her address (docs/decisions/047-your-data.md). */
export const yourDataLink: NavLink = { label: 'Your data', href: '/your-data' };
