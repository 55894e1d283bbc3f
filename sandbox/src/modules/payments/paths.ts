export const PAYMENT_PREFIX = "/payments";
