// How a checkout's address names its step (`/checkout?pas=livrare`, the confirmation `?pas=confirmare`), in a leaf
// module: the analytics rules every page loads read it without the checkout's step table (steps.ts).

/** The query parameter that names the step. */
export const STEP_PARAM = "pas";

/** The order confirmation page (SPEC §4 analytics page type thank-you) of a checkout. */
export const THANK_YOU_SLUG = "confirmare";
