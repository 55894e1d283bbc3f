// Issue 6: "resolveRoute never redirects to a route that would redirect again (no loops, at most one hop)" — checked
// for every user the profile can describe, not a sample: every role set (none, one, two with and without a choice) ×
// prepaid × hybrid × non-operator × resource type × special product, on every guarded address.
import { ROLES, type Role } from "../../../src/domain/enums";
import { guardFacts } from "../../../src/domain/guards/facts";
import { navigationFor } from "../../../src/domain/guards/navigation";
import { PATHS } from "../../../src/domain/guards/paths";
import { resolveRoute } from "../../../src/domain/guards/resolveRoute";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";

function* roleChoices(): Generator<{ ssoRoles: Role[]; selectedRole: Role | null }> {
  yield { ssoRoles: [], selectedRole: null };
  for (const role of ROLES) yield { ssoRoles: [role], selectedRole: role };
  // With two roles only the chosen one (or none) counts, so each role appears once beside another.
  for (const [i, a] of ROLES.entries()) {
    const b = ROLES[(i + 1) % ROLES.length]!;
    yield { ssoRoles: [a, b], selectedRole: null };
    yield { ssoRoles: [b, a], selectedRole: a };
  }
}

const bools = [false, true];

function* users(): Generator<{ user: UserInfo; special: boolean }> {
  for (const roles of roleChoices())
    for (const isPrepaid of bools)
      for (const isHybrid of bools)
        for (const isNonVdf of bools)
          for (const vfResourceType of ["MSISDN", "FIXED", ""])
            for (const special of bools)
              yield { user: mapUserInfo({ isAuthenticated: true, ...roles, isPrepaid, isHybrid, isNonVdf, vfResourceType }), special };
}

const ADDRESSES = [
  ...Object.values(PATHS).flatMap((path) => [path, `${path}?rechargeSuccess=true`]),
  "/ecare",
  "/ecare/nu-exista",
  "/roaming",
  "/roaming/italia",
];

const split = (address: string): [string, string] => {
  const [path = "", search = ""] = address.split("?");
  return [path, search];
};

describe("SPEC §2 Route guards: one hop, no loops, for every generated user", () => {
  it("every redirect lands on an address the same user may stay on", () => {
    let checked = 0;
    const failures: string[] = [];
    for (const { user, special } of users()) {
      const inventory = special ? [{ isSpecial: true }] : [];
      for (const address of ADDRESSES) {
        const decision = resolveRoute(...split(address), user, inventory);
        checked++;
        if (decision.allow) continue;
        if (decision.redirect === address) failures.push(`${address} redirects to itself`);
        const next = resolveRoute(...split(decision.redirect), user, inventory);
        if (!next.allow)
          failures.push(`${address} → ${decision.redirect} → ${next.redirect} (${user.ssoRoles.join("+")}/${user.selectedRole})`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it("an anonymous visitor is sent to sign in (once) from every guarded address and nowhere else", () => {
    for (const address of ADDRESSES) {
      const decision = resolveRoute(...split(address), null, []);
      if (address.startsWith("/roaming")) expect(decision).toEqual({ allow: true });
      else if (decision.allow) throw new Error(`${address} open to anonymous visitors`);
      else {
        expect(decision.redirect).toMatch(/^\/(business\/)?login\?returnTo=/);
        expect(resolveRoute(...split(decision.redirect), null, [])).toEqual({ allow: true });
      }
    }
  });

  it("the menu only offers addresses the guards allow (issue 6 navigation)", () => {
    for (const { user, special } of users()) {
      const inventory = special ? [{ isSpecial: true }] : [];
      for (const section of navigationFor(guardFacts(user, inventory)))
        for (const page of section.pages) expect(resolveRoute(PATHS[page], "", user, inventory)).toEqual({ allow: true });
    }
  });
});
