/** The admin token the end-to-end server runs with, so tests can read stored rows back. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";

/** Signs the staff sessions of the site server the end-to-end tests run (staff sign-in on). */
export const E2E_AUTH_SECRET = "e2e-staff-auth-secret-0123456789abcdef";
