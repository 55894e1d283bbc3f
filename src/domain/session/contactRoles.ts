// GET /contact-roles (SPEC §7 "identity selector"): the identities a user may act as, and whether one must be
// chosen before self-care opens (DESIGN.md: multi.identity "must pick an identity").
import { CUSTOMER_TYPES, ROLES, type CustomerType, type Role } from "../enums";

export interface ContactRole {
  id: string;
  ban: string;
  role: Role;
  customerType: CustomerType;
  companyName: string | null;
  resourceValue: string | null;
  selected: boolean;
}

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

/** The usable entries of the answer: each needs an id, a BAN, a known role and a customer type; others are dropped. */
export function readContactRoles(list: unknown): ContactRole[] {
  if (!Array.isArray(list)) return [];
  const out: ContactRole[] = [];
  for (const item of list) {
    if (item === null || typeof item !== "object") continue;
    const r = item as Record<string, unknown>;
    const id = text(r.id);
    const ban = text(r.ban);
    const role = (ROLES as readonly string[]).includes(r.role as string) ? (r.role as Role) : null;
    const customerType = (CUSTOMER_TYPES as readonly string[]).includes(r.customerType as string) ? (r.customerType as CustomerType) : null;
    if (!id || !ban || !role || !customerType || out.some((o) => o.id === id)) continue;
    out.push({
      id,
      ban,
      role,
      customerType,
      companyName: text(r.companyName),
      resourceValue: text(r.resourceValue),
      selected: r.selected === true,
    });
  }
  return out;
}

/** A choice is due when the user holds several identities and none is selected yet. */
export function needsIdentityChoice(roles: readonly ContactRole[]): boolean {
  return roles.length > 1 && !roles.some((r) => r.selected);
}
