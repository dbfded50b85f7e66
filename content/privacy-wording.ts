import { siteConfig } from './site.ts';

/**
 * What every form says about the privacy notice, around its link
 * (docs/product/screens.md#privacy-consent-on-forms): an application form's consent box, the
 * other forms' statement. The notice itself is content/privacy-notice.ts.
 */
export const privacyWording = {
  linkText: 'privacy notice',
  /** Beside an application form's box, which nobody ticks for her. */
  consent: {
    before: 'I have read the ',
    after: ` and agree to ${siteConfig.brand} keeping these details to consider my application.`,
  },
  /** Under the other forms, in place of a box. */
  statement: {
    before: 'We use these details only to answer you, as our ',
    after: ' explains.',
  },
} as const;
