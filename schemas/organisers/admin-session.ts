/**
 * The admin's cookies, named once for the server (which sets them) and the browser (which
 * reads the readable one).
 */

/** The admin session cookie (HttpOnly; its value is the session's secret). */
export const sessionCookieName = 'wlai_admin_session';

/**
 * A readable companion holding no secret: it tells the admin page whether asking the server
 * about a session is worth it, so a signed-out visit makes no request that fails with 401.
 */
export const signedInHintCookieName = 'wlai_admin_signed_in';

/** The companion's value while signed in. */
export const signedInHintValue = '1';
