import type { MetaDescriptor } from 'react-router';
import { siteConfig, withoutProductPrefix } from '#content/site.ts';

export type PageMetaInput = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
};

/** Title, description, Open Graph tags and the canonical (unprefixed) URL of a page. */
export function pageMeta({ title, description }: PageMetaInput) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const canonicalPath = withoutProductPrefix(location.pathname).replace(/(.)\/+$/, '$1');
    const url = `${siteConfig.siteUrl}${canonicalPath === '/' ? '' : canonicalPath}`;
    const fullTitle = title === siteConfig.brand ? title : `${title} | ${siteConfig.brand}`;
    return [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteConfig.brand },
      { property: 'og:url', content: url },
      { tagName: 'link', rel: 'canonical', href: url },
    ];
  };
}
