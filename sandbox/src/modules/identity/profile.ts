// Profile edits of continueOnboarding and webuser-name. Names and e-mail live in id_users.profile (JSON), where userinfo reads them.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { getUser } from "./store";

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Merges the given fields into the user's profile and returns the stored names and e-mail; null for an unknown user. */
export function updateUserProfile(db: Database, userId: string, changes: ProfileChanges): Required<ProfileChanges> | null {
  return db.transaction(() => {
    const user = getUser(db, userId);
    if (!user) return null;
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const profile = { ...user.profile, ...given };
    stmt(db, "UPDATE id_users SET profile = ? WHERE id = ?").run(JSON.stringify(profile), userId);
    return { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
  })();
}
