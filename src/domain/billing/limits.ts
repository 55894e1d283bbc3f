// The billing forms' limits (issue 15; SPEC §5 "Form validation with messages: not shown": ours, docs/decisions.md
// "Billing rules (issue 15)"). Kept apart from the validators so the dictionary (src/i18n/ro/billing.ts) can name them
// without bringing zod into a page that only shows texts.

/** Longest e-mail address (RFC 5321), as the checkout's. */
export const EMAIL_MAX = 254;
/** SPEC §6 bill e-mail: at most this many other addresses (a company's accounting, the manager, a copy). */
export const OTHER_EMAILS_MAX = 5;
/** Longest voucher text read (groups typed with spaces or dashes included). */
export const VOUCHER_TEXT_MAX = 40;
/**
 * The voucher code once spaces and dashes are dropped: exactly 16 digits, the operator's cards' format
 * (docs/billing-contract.md "Vouchers": "not 16 digits" is refused as voucher_invalid).
 */
export const VOUCHER_CODE_DIGITS = 16;
