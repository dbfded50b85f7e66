/**
 * The one place for the product's identity and every address that leaves the site.
 * See docs/product/rules.md#brand-path-segment-and-domain-marker.
 *
 * Values can be overridden at build time with PUBLIC_* environment variables
 * (Vite inlines them into both the prerendered pages and the server bundle).
 * NOTE: `import.meta.env` is undefined under plain tsx (project scripts), so every
 * read falls back to the default.
 */

type PublicEnv = Partial<Record<string, string>>;

const publicEnv: PublicEnv = (import.meta as { env?: PublicEnv }).env ?? {};

/** The build-time settings left at their defaults, which are placeholders for a real launch. */
const defaultedSettings: { name: string; value: string }[] = [];

function setting(name: string, fallback: string): string {
  const value = publicEnv[name]?.trim();
  if (value) return value;
  defaultedSettings.push({ name, value: fallback });
  return fallback;
}

export type PartnerToolId =
  | 'perplexity'
  | 'notebooklm'
  | 'gamma'
  | 'elevenlabs'
  | 'runway'
  | 'descript'
  | 'otter'
  | 'canva'
  | 'zapier';

export const siteConfig = {
  brand: 'Women Leading AI',
  /** The product's own path segment: every route is also served under `/wlai/...`. */
  productSegment: 'wlai',
  /** A hostname containing this marker is the community's own domain. */
  domainMarker: 'womenleadingai',
  siteUrl: setting('PUBLIC_SITE_URL', 'https://womenleadingai.com').replace(/\/+$/, ''),
  copyrightYear: 2025,
  /** The sender of the site's mails unless `MAIL_FROM` names another (README.md#mail). */
  noReplyAddress: setting('PUBLIC_NO_REPLY_ADDRESS', 'no-reply@womenleadingai.com'),
  /**
   * Who is responsible for the personal data the forms collect (the controller the privacy
   * notice names: content/privacy-notice.ts). SAMPLE: fictional name and address, to be replaced
   * before launch.
   */
  dataController: {
    name: setting('PUBLIC_CONTROLLER_NAME', 'Women Leading AI'),
    postalAddress: setting(
      'PUBLIC_CONTROLLER_ADDRESS',
      'Women Leading AI, 1 Sample Street, London EC1A 1AA, United Kingdom',
    ),
    email: setting('PUBLIC_PRIVACY_EMAIL', 'privacy@womenleadingai.com'),
  },
  /** Where the resource PDFs are served from (the public `resources` storage bucket). */
  resourceStoragePath: '/storage/resources',
  /** The summit's sponsor pack, a real PDF in the resources storage path. */
  sponsorPackFile: 'summit-sponsor-pack.pdf',
  external: {
    chatInvite: setting(
      'PUBLIC_CHAT_INVITE_URL',
      'https://join.slack.com/t/womenleadingai/shared_invite/zt-womenleadingai-community',
    ),
    boardApplicationForm: setting(
      'PUBLIC_BOARD_APPLICATION_URL',
      'https://forms.gle/womenleadingai-founding-board',
    ),
    professionalProfile: setting(
      'PUBLIC_PROFESSIONAL_PROFILE_URL',
      'https://www.linkedin.com/in/womenleadingai-organiser',
    ),
    companyPage: setting(
      'PUBLIC_COMPANY_PAGE_URL',
      'https://www.linkedin.com/company/women-leading-ai',
    ),
    externalPlaybook: setting(
      'PUBLIC_EXTERNAL_PLAYBOOK_URL',
      'https://womenleadingai.notion.site/ai-playbook',
    ),
    partnerTools: {
      perplexity: 'https://www.perplexity.ai',
      notebooklm: 'https://notebooklm.google.com',
      gamma: 'https://gamma.app',
      elevenlabs: 'https://elevenlabs.io',
      runway: 'https://runwayml.com',
      descript: 'https://www.descript.com',
      otter: 'https://otter.ai',
      canva: 'https://www.canva.com',
      zapier: 'https://zapier.com',
    } satisfies Record<PartnerToolId, string>,
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** The privacy notice's controller, whose defaults are sample values (`dataController`). */
const controllerSettings = [
  'PUBLIC_CONTROLLER_NAME',
  'PUBLIC_CONTROLLER_ADDRESS',
  'PUBLIC_PRIVACY_EMAIL',
];

/**
 * The external links and the privacy notice's controller still at their placeholder defaults in
 * this build (README.md#before-going-live): the server warns about each at a production start.
 */
export function placeholderSettings(): { name: string; value: string }[] {
  return defaultedSettings.filter(
    ({ name }) =>
      (name.endsWith('_URL') && name !== 'PUBLIC_SITE_URL') || controllerSettings.includes(name),
  );
}

/** `/about` → `/wlai/about`; `/` → `/wlai`. */
export function withProductPrefix(path: string): string {
  return path === '/' ? `/${siteConfig.productSegment}` : `/${siteConfig.productSegment}${path}`;
}

/** `/wlai/about` → `/about`; other paths are returned unchanged. */
export function withoutProductPrefix(path: string): string {
  const prefix = `/${siteConfig.productSegment}`;
  if (path === prefix || path === `${prefix}/`) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/**
 * The page a browser address shows, as the route table names it: `/wlai/about/` and `/about/` →
 * `/about`. The prerender sees a page's address with the trailing slash of its folder
 * (`about/index.html`), the browser without; both must draw the same page.
 */
export function pagePathOf(pathname: string): string {
  const unprefixed = withoutProductPrefix(pathname);
  return unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
}

export function resourceFileUrl(fileName: string): string {
  return `${siteConfig.resourceStoragePath}/${encodeURIComponent(fileName)}`;
}
