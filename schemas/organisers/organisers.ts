/**
 * The organisers of the admin and what each may do (docs/decisions/045-organiser-roles.md,
 * docs/product/data.md#admin_users). Shared by the server, which checks every admin route
 * against {@link roleAllows}, and the admin, which shows only the controls her role allows.
 */

/**
 * `owner`: everything, and manages the organisers; `organiser`: everything else; `viewer`: reads;
 * `door`: checks guests in at the doors of the events an owner gives her, and nothing else.
 */
export const adminRoles = ['owner', 'organiser', 'viewer', 'door'] as const;
export type AdminRole = (typeof adminRoles)[number];

export function isAdminRole(value: string): value is AdminRole {
  return (adminRoles as readonly string[]).includes(value);
}

/**
 * What an admin route needs, as the route declares it (server/routes/admin-route-context.ts):
 * - `read`: to read any list, entry, mail or the audit log;
 * - `export`: to take data out (a CSV, a person's data);
 * - `change`: any other write: a decision, a spam verdict, a mail retry, an event, an erasure;
 * - `manage-organisers`: to invite, change the role of and remove organisers;
 * - `door`: to work an event's door (its guests' names and companies, check-ins, walk-ins); a
 *   `door` account only at the doors given to her (server/organisers/doors.ts).
 */
export const adminAccesses = ['read', 'export', 'change', 'manage-organisers', 'door'] as const;
export type AdminAccess = (typeof adminAccesses)[number];

const accessOfRole: Record<AdminRole, readonly AdminAccess[]> = {
  owner: adminAccesses,
  organiser: ['read', 'export', 'change', 'door'],
  viewer: ['read'],
  door: ['door'],
};

export function roleAllows(role: AdminRole, access: AdminAccess): boolean {
  return accessOfRole[role].includes(access);
}

/**
 * An invitation is honoured only while whoever made it may still invite: one made by an owner
 * since demoted or removed (`null`: no account) does nothing
 * (docs/decisions/049-kept-mails-without-keys.md).
 */
export function inviterMayStillInvite(inviterRole: AdminRole | null): boolean {
  return inviterRole !== null && roleAllows(inviterRole, 'manage-organisers');
}

export const roleLabels: Record<AdminRole, string> = {
  owner: 'Owner',
  organiser: 'Organiser',
  viewer: 'Viewer',
  door: 'Door',
};

export const roleDescriptions: Record<AdminRole, string> = {
  owner: 'Everything, and manages the organisers.',
  organiser: 'Everything but managing the organisers.',
  viewer: 'Reads everything; exports, decides and changes nothing.',
  door: 'Checks guests in at the doors of the events given to her; sees no address, answer or mail.',
};

/** An event whose door an account works, as the Door place lists it. */
export type DoorEvent = { id: number; title: string; date: string };

/** GET /api/admin/doors: the doors the signed-in account may work. */
export type DoorEventList = { events: DoorEvent[] };

/** The answer when a `door` account asks for a door not given to her. */
export const notYourDoorMessage =
  'This event’s door is not among those given to you. An owner can add it under Organisers.';

/** An admin password's least length: the same for `npm run admin:create` and an invitation. */
export const minimumPasswordLength = 12;

/** How long an invitation's link works. */
export const invitationLifetimeDays = 7;

/** The token of an invitation's link: 43 base64url characters (256 bits). */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** One organiser as the Organisers place lists her. */
export type Organiser = {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  createdAt: string;
  /** The signed-in organiser's own account: she is not removed by her own hand. */
  you: boolean;
  /** A `door` account's events (`events.id`), the doors she may work; empty for other roles. */
  doors: number[];
};

/** An invitation not yet accepted, cancelled or expired. */
export type PendingInvitation = {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

/** GET /api/admin/organisers. */
export type OrganiserList = { organisers: Organiser[]; invitations: PendingInvitation[] };

/** GET /api/admin/session: who is signed in and what she may do. */
export type AdminSessionInfo = { email: string; name: string; role: AdminRole };

/** What an invitation's link names, as its page reads it. */
export type InvitationState =
  | { state: 'ready'; email: string; name: string; role: AdminRole }
  | { state: 'joined'; email: string }
  /** `withdrawn`: whoever invited her may no longer invite (demoted, or removed). */
  | { state: 'invalid' | 'used' | 'expired' | 'cancelled' | 'withdrawn' };

/** The answer of a refused admin request: her role does not allow it. */
export const forbiddenMessage = (role: AdminRole) =>
  `Your role (${roleLabels[role]}) does not allow this. An owner can change it under Organisers.`;
