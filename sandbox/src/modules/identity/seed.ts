// Writes the personas (DESIGN.md) into the identity tables. Runs inside the seed transaction.
import type { Database } from "better-sqlite3";
import { hashPassword } from "../../auth/password";
import { PERSONAS, SANDBOX_PASSWORD } from "../../seed/personas";

export function seedPersonas(db: Database): void {
  const user = db.prepare("INSERT INTO id_users (id, username, password_hash, profile) VALUES (?, ?, ?, ?)");
  const ident = db.prepare(
    "INSERT INTO id_identities (id, user_id, position, ban, role, customer_type, msisdn, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const product = db.prepare("INSERT INTO customer_products (id, identity_id, product_offering_id, data) VALUES (?, ?, ?, ?)");
  for (const { identities, ...profile } of PERSONAS) {
    user.run(profile.id, profile.username, hashPassword(SANDBOX_PASSWORD, profile.id), JSON.stringify(profile));
    identities.forEach(({ products, ...i }, position) => {
      const msisdn = i.resourceType === "MSISDN" ? i.resourceValue : null;
      ident.run(i.id, profile.id, position, i.ban, i.role, i.customerType, msisdn, JSON.stringify(i));
      for (const p of products) product.run(p.id, i.id, p.productOfferingId, JSON.stringify(p));
    });
  }
}
