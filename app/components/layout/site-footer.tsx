import {
  footerConnectLinks,
  footerNavigationLinks,
  privacyNoticeLink,
  yourDataLink,
} from '#content/navigation.ts';
import { siteConfig } from '#content/site.ts';
import { Logo } from '#app/components/layout/logo.tsx';
import { belowTheFold } from '#app/components/layout/below-the-fold.tsx';
import { SiteNavLink } from '#app/components/layout/site-nav-link.tsx';

/** The resource cards: links and text, on every page, under the fold. */
const ResourceCards = belowTheFold(() => import('#app/components/resources/resource-cards.tsx'));

// At least 24px tall: a touch target of its own (WCAG 2.5.8), not only its line of text.
const footerLink = 'min-h-6 items-center text-sm transition-colors hover:text-foreground';
const footerLinkClass = `inline-flex ${footerLink}`;
// flex: the external link's icon sits beside its label.
const footerExternalLinkClass = `flex gap-1.5 ${footerLink}`;

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      {/* The page's own width (Section): the footer lines up with the content above it. */}
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <section aria-labelledby="footer-resources" className="mb-10 border-b pb-10">
          <h2 id="footer-resources" className="text-lg font-semibold tracking-tight">
            Resources
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Free guides, templates and tool lists from the community library.
          </p>
          <ResourceCards />
        </section>
        <div className="grid gap-8 sm:grid-cols-3">
          <div>
            <Logo />
            <p className="mt-3 max-w-xs text-sm text-muted-foreground">
              Private, Purposeful, Powerful — a community for women working in AI.
            </p>
          </div>
          <nav aria-labelledby="footer-navigation">
            <h2 id="footer-navigation" className="text-sm font-semibold">
              Navigation
            </h2>
            <ul className="mt-3 space-y-2">
              {footerNavigationLinks.map((link) => (
                <li key={link.href}>
                  <SiteNavLink
                    link={link}
                    className={footerLinkClass}
                    inactiveClassName="text-muted-foreground"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold">Connect</h2>
            <ul className="mt-3 space-y-2">
              {footerConnectLinks.map((link) => (
                <li key={link.href}>
                  <SiteNavLink
                    link={link}
                    className={footerExternalLinkClass}
                    inactiveClassName="text-muted-foreground"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.brand}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[privacyNoticeLink, yourDataLink].map((link) => (
              <li key={link.href}>
                <SiteNavLink
                  link={link}
                  className={footerLinkClass}
                  inactiveClassName="text-muted-foreground"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
