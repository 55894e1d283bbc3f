import { resolveRoute, type RouteDecision } from "../../../src/domain/guards/resolveRoute";
import { COLUMNS, MATRIX, type Column } from "./expectedMatrix";
import { SUBJECTS } from "./subjects";

const enc = encodeURIComponent;

/** A cell of the matrix as the decision it stands for, for the row's address. */
function expected(cell: string, address: string): RouteDecision {
  const to = (redirect: string, newTab?: "legacyCostControl"): RouteDecision => ({ allow: false, redirect, ...(newTab ? { newTab } : {}) });
  const query = address.includes("?") ? address.slice(address.indexOf("?")) : "";
  const country = address.startsWith("/roaming/") ? address.slice("/roaming/".length) : "";
  const cells: Record<string, () => RouteDecision> = {
    ".": () => ({ allow: true }),
    D: () => to("/ecare/dashboard"),
    "D+": () => to("/ecare/dashboard", "legacyCostControl"),
    A: () => to("/business/assurance"),
    "A+": () => to("/business/assurance", "legacyCostControl"),
    AS: () => to("/ecare/asociaza-servicii"),
    ID: () => to(`/login/identitate?returnTo=${enc(address)}`),
    IDr: () => to(`/login/identitate?returnTo=${enc("/ecare/serviciile-tale/roaming")}`),
    IDrc: () => to(`/login/identitate?returnTo=${enc(`/ecare/serviciile-tale/roaming?tara=${country}`)}`),
    L: () => to(`/login?returnTo=${enc(address)}`),
    BL: () => to(`/business/login?returnTo=${enc(address)}`),
    BON: () => to("/ecare/serviciile-tale/bonusuri-si-optiuni"),
    OFR: () => to("/ecare/serviciile-tale/oferte"),
    ABO: () => to("/ecare/serviciile-tale/abonament"),
    CC: () => to("/ecare/serviciile-tale/cost-control"),
    RAP: () => to("/ecare/serviciile-tale/rapoarte"),
    IST: () => to("/ecare/serviciile-tale/istoric-reincarcari"),
    RM: () => to("/ecare/serviciile-tale/roaming"),
    RMc: () => to(`/ecare/serviciile-tale/roaming?tara=${country}`),
    SUM: () => to("/ecare/facturi-si-plati/sumar"),
    SUMq: () => to(`/ecare/facturi-si-plati/sumar${query}`),
    DP: () => to("/ecare/setari-cont/date-personale"),
  };
  const make = cells[cell];
  if (!make) throw new Error(`unknown cell ${cell} in row ${address}`);
  return make();
}

interface Case {
  address: string;
  column: Column;
  cell: string;
}

const rows = MATRIX.split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("address"))
  .map((line) => line.split(/\s+/));

const cases: Case[] = rows.flatMap(([address = "", ...cells]) => {
  if (cells.length !== COLUMNS.length) throw new Error(`row ${address} has ${cells.length} cells, expected ${COLUMNS.length}`);
  return cells.map((cell, i) => ({ address, column: COLUMNS[i]!, cell }));
});

describe("SPEC §2 Route guards and §6 roles: every address × every persona and variant (expectedMatrix.ts)", () => {
  it("covers every self-care page of SPEC §2 and every column", () => {
    const addresses = rows.map(([address]) => address);
    expect(addresses).toEqual(
      expect.arrayContaining([
        "/ecare/dashboard",
        "/ecare/serviciile-tale/bonusuri-si-optiuni",
        "/ecare/serviciile-tale/oferte",
        "/ecare/serviciile-tale/abonament",
        "/ecare/serviciile-tale/cost-control",
        "/ecare/serviciile-tale/roaming",
        "/ecare/serviciile-tale/istoric-reincarcari",
        "/ecare/serviciile-tale/rapoarte",
        "/ecare/facturi-si-plati",
        "/ecare/facturi-si-plati/sumar",
        "/ecare/facturi-si-plati/detalii-facturi",
        "/ecare/facturi-cont-inchis",
        "/ecare/setari-cont/cartela-sim",
        "/ecare/setari-cont/cererilemele",
        "/ecare/setari-cont/cererileutilizatorilor",
        "/ecare/setari-cont/date-personale",
        "/ecare/setari-cont/raport-sumar-flota",
        "/ecare/setari-cont/permisiuni",
        "/business/assurance",
        "/roaming",
      ]),
    );
    expect(cases.length).toBe(rows.length * COLUMNS.length);
  });

  it.each(cases)("$address as $column → $cell", ({ address, column, cell }) => {
    const user = SUBJECTS[column];
    const [pathname = "", search = ""] = address.split("?");
    expect(resolveRoute(pathname, search, user, user?.customerInfo?.productInventory ?? [])).toEqual(expected(cell, address));
  });
});

describe("resolveRoute details", () => {
  const owner = SUBJECTS.PO;
  it("treats a trailing slash as the same page", () => {
    expect(resolveRoute("/ecare/serviciile-tale/oferte/", "", owner, [])).toEqual({
      allow: false,
      redirect: "/ecare/serviciile-tale/bonusuri-si-optiuni",
    });
  });
  it("accepts the query with or without its question mark", () => {
    const decision = { allow: false, redirect: "/ecare/facturi-si-plati/sumar?rechargeSuccess=true&amount=10" };
    expect(resolveRoute("/ecare/facturi-si-plati", "?rechargeSuccess=true&amount=10", owner, [])).toEqual(decision);
    expect(resolveRoute("/ecare/facturi-si-plati", "rechargeSuccess=true&amount=10", owner, [])).toEqual(decision);
  });
  it("only a literal rechargeSuccess=true moves to /sumar", () => {
    expect(resolveRoute("/ecare/facturi-si-plati", "?rechargeSuccess=false", owner, [])).toEqual({ allow: true });
    expect(resolveRoute("/ecare/facturi-si-plati", "?rechargesuccess=true", owner, [])).toEqual({ allow: true });
  });
  it("leaves the shop's other pages alone, signed in or not", () => {
    for (const path of ["/", "/abonamente", "/business", "/login", "/roamingx"]) {
      expect(resolveRoute(path, "", owner, [])).toEqual({ allow: true });
      expect(resolveRoute(path, "", null, [])).toEqual({ allow: true });
    }
  });
  it("reads the special product from the inventory it is given (SPEC §2 'product inventory flags')", () => {
    const prepaid = SUBJECTS.PRE;
    expect(resolveRoute("/ecare/serviciile-tale/oferte", "", prepaid, [])).toEqual({ allow: true });
    expect(resolveRoute("/ecare/serviciile-tale/oferte", "", prepaid, [{ isSpecial: true }])).toEqual({
      allow: false,
      redirect: "/ecare/dashboard",
    });
  });
});
