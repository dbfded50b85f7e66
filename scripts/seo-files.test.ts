import { describe, expect, it } from 'vitest';
import { routeEntries } from '#app/route-table.ts';
import { builtSiteUrl, canonicalUrl, robotsTxt, sitemapUrls, sitemapXml } from './seo-files.ts';

const siteUrl = 'https://example.org';

describe('builtSiteUrl', () => {
  it('takes PUBLIC_SITE_URL from the build env, without trailing slashes', () => {
    expect(builtSiteUrl({ PUBLIC_SITE_URL: ' https://example.org/ ' }, 'https://x.test')).toBe(
      'https://example.org',
    );
  });

  it('falls back to the configured address when the variable is unset or blank', () => {
    expect(builtSiteUrl({}, 'https://x.test')).toBe('https://x.test');
    expect(builtSiteUrl({ PUBLIC_SITE_URL: '  ' }, 'https://x.test')).toBe('https://x.test');
  });
});

describe('canonicalUrl', () => {
  it('gives the home page without a trailing slash and other pages by path', () => {
    expect(canonicalUrl(siteUrl, '/')).toBe('https://example.org');
    expect(canonicalUrl(siteUrl, '/events/waves-ai')).toBe('https://example.org/events/waves-ai');
  });
});

describe('sitemap', () => {
  const urls = sitemapUrls(routeEntries, siteUrl);

  it('lists every listed route of the route table once, by its canonical address', () => {
    const listed = routeEntries.filter((entry) => entry.listed);
    expect(urls).toEqual(listed.map((entry) => canonicalUrl(siteUrl, entry.canonicalPath)));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('https://example.org');
    expect(urls).toContain('https://example.org/community');
    // Event pages are listed by the server from the stored events, not by the build.
    expect(urls.some((url) => url.includes('/events/'))).toBe(false);
  });

  it('leaves out the /wlai twins, the admin and the banner page', () => {
    expect(urls.some((url) => url.includes('/wlai'))).toBe(false);
    expect(urls).not.toContain('https://example.org/admin');
    expect(urls).not.toContain('https://example.org/founding-member-banners');
  });

  it('lists a canonical path once even if two entries share it', () => {
    const entries = [
      { canonicalPath: '/about', listed: true },
      { canonicalPath: '/about', listed: true },
      { canonicalPath: '/hidden', listed: false },
    ];
    expect(sitemapUrls(entries, siteUrl)).toEqual(['https://example.org/about']);
  });

  it('writes a sitemaps.org urlset with escaped addresses', () => {
    const xml = sitemapXml([{ canonicalPath: '/a&b', listed: true }], siteUrl);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://example.org/a&amp;b</loc>\n  </url>\n' +
        '</urlset>\n',
    );
    const full = sitemapXml(routeEntries, siteUrl);
    expect(full.match(/<loc>/g)).toHaveLength(urls.length);
  });
});

describe('robots.txt', () => {
  it('allows everything but the given paths and names the sitemap', () => {
    expect(robotsTxt({ siteUrl, disallow: ['/admin', '/wlai/admin'] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /wlai/admin\n\n' +
        'Sitemap: https://example.org/sitemap.xml\n',
    );
  });
});
