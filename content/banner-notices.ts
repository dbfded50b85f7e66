import type { Notice } from './form-notices.ts';

/**
 * What the banner page tells the visitor
 * (docs/product/notices-and-errors.md#banner-page-notices).
 */
export const bannerNotices = {
  downloaded: (name: string): Notice => ({
    title: 'Banner Downloaded',
    description: `${name}'s banner has been downloaded successfully.`,
  }),
  downloadFailed: {
    title: 'Download Failed',
    description: 'There was an error downloading the banner.',
  },
  copied: {
    title: 'LinkedIn URL Copied',
    description: 'The LinkedIn URL has been copied to your clipboard.',
  },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy the LinkedIn URL.' },
} as const satisfies Record<string, Notice | ((name: string) => Notice)>;
