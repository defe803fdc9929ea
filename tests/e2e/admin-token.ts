/** The admin token the end-to-end server runs with, so tests can read stored rows back. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";
