import { z } from 'zod';
import { adminRoles, invitationTokenPattern, minimumPasswordLength } from './organisers.ts';
import { isStorableText, unstorableTextError } from '#schemas/shared/stored-text.ts';

/**
 * The organisers' requests as the server reads them (docs/decisions/045-organiser-roles.md). Apart
 * from schemas/organisers/organisers.ts so the admin in the browser, which only needs the roles and
 * their words, loads no zod (a zod parser probes for eval(), which the site's CSP refuses).
 */

function line(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Please keep this under ${max} characters.` })
    .refine((value) => isStorableText(value), { error: unstorableTextError });
}

const roleField = z.enum(adminRoles, { error: `Must be one of: ${adminRoles.join(', ')}.` });

/** POST /api/admin/organisers/invitations: who is invited, by name, and with what role. */
export const InvitationSchema = z.object({
  email: line(200, 'Please enter her email address.')
    .pipe(z.email({ error: 'Please enter a valid email address.' }))
    .transform((email) => email.toLowerCase()),
  name: line(100, 'Please enter her name.'),
  role: roleField,
});
export type InvitationRequest = z.input<typeof InvitationSchema>;

/** PUT /api/admin/organisers/:id/role. */
export const RoleChangeSchema = z.object({ role: roleField });

const token = z.string().regex(invitationTokenPattern, { error: 'This link is not complete.' });

/** POST /api/admin/invitations/check: what the link names. */
export const InvitationCheckSchema = z.object({ token });

/** POST /api/admin/invitations/accept: she sets her password and joins. */
export const JoinSchema = z.object({
  token,
  password: z
    .string({ error: 'Please choose a password.' })
    .min(minimumPasswordLength, {
      error: `Please choose a password of at least ${minimumPasswordLength} characters.`,
    })
    .max(1000, { error: 'Please keep this under 1,000 characters.' }),
});

/** The events whose doors an owner gives a `door` account: the whole list. */
export const DoorsSchema = z.strictObject({
  events: z
    .array(
      z.int({ error: 'Choose events from the list.' }).positive('Choose events from the list.'),
      {
        error: 'Choose events from the list.',
      },
    )
    .max(500, 'At most 500 events.'),
});
