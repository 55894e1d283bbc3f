// Which line a renewal (flow RET) is for (issue 28; SPEC §7 cart add characteristic selectedSubscriberId; SPEC §6
// roles): a consumer renews the line they signed in with; a business customer may reach more of the company's lines
// (the subscribers directory, SPEC §7 "subscribers, subscriber-search"), and when it lists more than one the shop asks
// which line first (docs/decisions.md "Existing customers: a business renewal chooses the line").
import type { CustomerType } from "../enums";

/** Only a business customer can reach lines besides their own: only then is the directory asked (on the press). */
export const mayRenewOtherLines = (customerType: CustomerType | null): boolean => customerType === "EBU";

/** The directory lists more than one line in reach: the renewal asks which one. */
export const renewalAsksForLine = (linesInReach: number): boolean => linesInReach > 1;

/** The selectedSubscriberId of a line the directory found: its number (the directory names each line by it, id = msisdn). */
export const subscriberIdOfLine = (line: { msisdn: string }): string => line.msisdn;
