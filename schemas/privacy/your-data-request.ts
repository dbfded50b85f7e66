import { z } from 'zod';

/**
 * The "Your data" request form (docs/decisions/047-your-data.md): one address. The server checks
 * it; the page relies on the browser's own check of an email field, so it loads no zod
 * (docs/decisions/012-form-validation-loads-on-demand.md).
 */
export const YourDataLinkRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Please enter at most 254 characters.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
});
export type YourDataLinkRequest = z.infer<typeof YourDataLinkRequestSchema>;
