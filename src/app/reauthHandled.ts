/** sessionStorage key of the reauthentication cookie value already acted on in this tab (src/app/reauth.ts). */
export const REAUTH_HANDLED_KEY = "aria-reauth-handled";
