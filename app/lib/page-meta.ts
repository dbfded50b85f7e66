import type { MetaDescriptor } from 'react-router';
import { pagePathOf, siteConfig } from '#content/site.ts';
import { shareImagePath, shareImageSize } from '#schemas/pages/share-images.ts';

export type PageMetaInput = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
};

/**
 * Title, description, Open Graph and card tags (with the page's share image, drawn at build by
 * scripts/share-images.ts) and the canonical (unprefixed) URL of a page.
 */
export function pageMeta({ title, description }: PageMetaInput) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const canonicalPath = pagePathOf(location.pathname);
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
      { property: 'og:image', content: `${siteConfig.siteUrl}${shareImagePath(canonicalPath)}` },
      { property: 'og:image:width', content: String(shareImageSize.width) },
      { property: 'og:image:height', content: String(shareImageSize.height) },
      { property: 'og:image:alt', content: fullTitle },
      { name: 'twitter:card', content: 'summary_large_image' },
      { tagName: 'link', rel: 'canonical', href: url },
    ];
  };
}

/** The not-found page's head: the splat route's, and an unknown event's (routes/event.tsx). */
export const notFoundMeta: MetaDescriptor[] = [
  { title: `Page not found | ${siteConfig.brand}` },
  { name: 'robots', content: 'noindex' },
];
