// The expected outcome of every self-care address for every persona of DESIGN.md and the account variants the
// guards distinguish, written by hand from SPEC §2 "Route guards (redirects)" and §6 — not from the code.
//
// Columns (subjects.ts builds them; the first fifteen are the sandbox's seeded personas):
//   PO postpaid.owner   PU postpaid.user      PRE prepaid.owner    PRS prepaid.special (special product)
//   HY hybrid.owner     FX fixed.owner        CH business.chooser  DC business.delegated
//   AP business.authorized                    TC business.technical  PW business.power   SU business.sub
//   NV nonvf.user       NR noroles.user       MI multi.identity, no identity chosen yet
//   MIE multi.identity acting as its business Chooser identity
//   variants: PRU prepaid plain user   HYU hybrid plain user   PSP postpaid owner holding a special product
//             FXO contract owner on a fixed (non-mobile) resource (SPEC §4 counts it fixed)
//             CHX business chooser without a mobile-number resource      ANON nobody signed in
//
// Cells: "."   the user stays (allowed)
//        D     /ecare/dashboard                D+  dashboard, and the legacy cost-control page opens in a new tab
//        A     /business/assurance             A+  assurance (the technical chooser's dashboard) plus the new tab
//        AS    /ecare/asociaza-servicii        ID  /login/identitate, returning to the address asked for
//        IDr   /login/identitate, returning to RM (IDrc: to RMc)
//        L     /login, returning here          BL  /business/login, returning here
//        BON OFR ABO CC RAP IST                the /ecare/serviciile-tale/ twins: bonusuri-si-optiuni, oferte,
//                                              abonament, cost-control, rapoarte, istoric-reincarcari
//        RM    /ecare/serviciile-tale/roaming  RMc the same with ?tara=<country of /roaming/tara>
//        SUM   /ecare/facturi-si-plati/sumar   SUMq the same keeping the query
//        DP    /ecare/setari-cont/date-personale
//
// Rules every row shares: ANON → L (SPEC §2/DESIGN.md: sign in, then back); NR → AS (SPEC §2 "A user with no SSO
// roles is redirected to an associate-services page"); MI → ID (no rule can be read before an identity is chosen).
// A redirect lands where the user may stay: TC's "D" is "A" (SPEC §2 "Technical chooser at dashboard goes to
// /business/assurance"), and a twin that would redirect again is followed to its end (no chains, no loops).

export const COLUMNS = [
  "PO",
  "PU",
  "PRE",
  "PRS",
  "HY",
  "FX",
  "CH",
  "DC",
  "AP",
  "TC",
  "PW",
  "SU",
  "NV",
  "NR",
  "MI",
  "MIE",
  "PRU",
  "HYU",
  "PSP",
  "FXO",
  "CHX",
  "ANON",
] as const;

export type Column = (typeof COLUMNS)[number];

// prettier-ignore
export const MATRIX = `
address                                           PO   PU   PRE  PRS  HY   FX   CH   DC   AP   TC   PW   SU   NV   NR   MI   MIE  PRU  HYU  PSP  FXO  CHX  ANON

# Our choice (docs/decisions.md): /ecare has no page of its own; the dashboard is the front door.
/ecare                                            D    D    D    D    D    D    D    D    D    A    D    D    D    AS   ID   D    D    D    D    D    D    L

# §2 "Technical chooser at dashboard goes to /business/assurance."
/ecare/dashboard                                  .    .    .    .    .    .    .    .    .    A    .    .    .    AS   ID   .    .    .    .    .    .    L

# §2 "bonusuri-si-optiuni and rapoarte: shown only to (postpaid, DESIGN.md twins) mobile-number users who are contract
# owner or plain user. Fixed-contract users go to dashboard. Prepaid users are sent from bonusuri-si-optiuni to the
# sibling pages of oferte (rapoarte maps to istoric-reincarcari)." PRS: oferte sends the special product to dashboard.
/ecare/serviciile-tale/bonusuri-si-optiuni        .    .    OFR  D    .    D    D    D    D    A    D    D    D    AS   ID   D    OFR  .    .    D    D    L
/ecare/serviciile-tale/rapoarte                   .    .    IST  D    .    D    D    D    D    A    D    D    D    AS   ID   D    IST  .    .    D    D    L

# §2 "oferte, cost-control, istoric-reincarcari: postpaid (non-prepaid, non-hybrid) mobile-number owners or users are
# redirected to bonusuri-si-optiuni, abonament and rapoarte respectively. Anyone whose product inventory flags the
# special product goes to dashboard." (Hybrid, business, fixed and non-operator users are not named: they stay.)
/ecare/serviciile-tale/oferte                     BON  BON  .    D    .    .    .    .    .    .    .    .    .    AS   ID   .    .    .    D    .    .    L
/ecare/serviciile-tale/cost-control               ABO  ABO  .    D    .    .    .    .    .    .    .    .    .    AS   ID   .    .    .    D    .    .    L
/ecare/serviciile-tale/istoric-reincarcari        RAP  RAP  .    D    .    .    .    .    .    .    .    .    .    AS   ID   .    .    .    D    .    .    L

# §2 "abonament: prepaid users go to cost-control. Users who are not a mobile-number, non-hybrid owner, fixed owner or
# user go to dashboard, and an external legacy cost-control page opens in a new tab." PRS: cost-control → dashboard.
/ecare/serviciile-tale/abonament                  .    .    CC   D    D+   .    D+   D+   D+   A+   D+   D+   D+   AS   ID   D+   CC   D+   .    .    D+   L

# §2 "roaming: dashboard for business users without a mobile-number resource, fixed users, and prepaid users with
# the special product." (PSP holds the special product but is not prepaid: stays.)
/ecare/serviciile-tale/roaming                    .    .    .    D    .    D    .    .    .    .    .    .    .    AS   ID   .    .    .    .    D    D    L

# §2 "/roaming and /roaming/tara... (authenticated users go to /ecare/serviciile-tale/roaming)", then the roaming
# rule above. Anonymous visitors stay on the shop page.
/roaming                                          RM   RM   RM   D    RM   D    RM   RM   RM   RM   RM   RM   RM   AS   IDr  RM   RM   RM   RM   D    D    .
/roaming/italia                                   RMc  RMc  RMc  D    RMc  D    RMc  RMc  RMc  RMc  RMc  RMc  RMc  AS   IDrc RMc  RMc  RMc  RMc  D    D    .

# §2 "facturi-si-plati and /sumar: user, power user, sub user and non-operator users go to dashboard. facturi-si-plati
# with rechargeSuccess=true in the query is redirected to /sumar with the same query." §6 "User, power user, sub user
# and non-operator users are kept out of billing pages."
/ecare/facturi-si-plati                           .    D    .    .    .    .    .    .    .    .    D    D    D    AS   ID   .    D    D    .    .    .    L
/ecare/facturi-si-plati?rechargeSuccess=true      SUMq D    SUMq SUMq SUMq SUMq SUMq SUMq SUMq SUMq D    D    D    AS   ID   SUMq D    D    SUMq SUMq SUMq L
/ecare/facturi-si-plati/sumar                     .    D    .    .    .    .    .    .    .    .    D    D    D    AS   ID   .    D    D    .    .    .    L

# §2 "detalii-facturi: business chooser, delegated chooser and authorized person go to facturi-si-plati/sumar. Plain
# user, power user, sub user, prepaid and non-operator users go to dashboard." §6 "Chooser, delegated chooser and
# authorized person see billing summary but not bill details."
/ecare/facturi-si-plati/detalii-facturi           .    D    D    D    .    .    SUM  SUM  SUM  .    D    D    D    AS   ID   SUM  D    D    .    .    SUM  L

# §2 "facturi-cont-inchis: prepaid with the special product goes to dashboard." §6 "User, power user, sub user and
# non-operator users are kept out of billing pages": the closed accounts' bills are billing pages too (our reading).
/ecare/facturi-cont-inchis                        .    D    .    D    .    .    .    .    .    .    D    D    D    AS   ID   .    D    D    .    .    .    L

# §2 "setari-cont pages: fixed or non-operator users go to date-personale. Prepaid users with the special product go
# to dashboard."
/ecare/setari-cont                                .    .    .    D    .    DP   .    .    .    .    .    .    DP   AS   ID   .    .    .    .    DP   .    L
/ecare/setari-cont/cartela-sim                    .    .    .    D    .    DP   .    .    .    .    .    .    DP   AS   ID   .    .    .    .    DP   .    L
/ecare/setari-cont/cererilemele                   .    .    .    D    .    DP   .    .    .    .    .    .    DP   AS   ID   .    .    .    .    DP   .    L
/ecare/setari-cont/cererileutilizatorilor         .    .    .    D    .    DP   .    .    .    .    .    .    DP   AS   ID   .    .    .    .    DP   .    L
/ecare/setari-cont/date-personale                 .    .    .    D    .    .    .    .    .    .    .    .    .    AS   ID   .    .    .    .    .    .    L
# §2 "raport-sumar-flota is only for chooser (others go to date-personale)." §6 "Chooser alone sees the fleet summary."
/ecare/setari-cont/raport-sumar-flota             DP   DP   DP   D    DP   DP   .    DP   DP   DP   DP   DP   DP   AS   ID   .    DP   DP   DP   DP   .    L
# §2 "permisiuni is not for non-operator users." §6 "Non-operator users lack the permissions page."
/ecare/setari-cont/permisiuni                     .    .    .    D    .    DP   .    .    .    .    .    .    DP   AS   ID   .    .    .    .    DP   .    L

# §2 "A user with no SSO roles is redirected to an associate-services page": the page itself is open to anyone signed in.
/ecare/asociaza-servicii                          .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    L

# §2 "/business/assurance sends everyone except technical chooser and chooser to dashboard." §6 "only chooser and
# technical chooser may use it." Its sign-in is the business one.
/business/assurance                               D    D    D    D    D    D    .    D    D    .    D    D    D    AS   ID   .    D    D    D    D    .    BL

# Unknown self-care addresses: the self-care "page not found", after the shared rules.
/ecare/nu-exista                                  .    .    .    .    .    .    .    .    .    .    .    .    .    AS   ID   .    .    .    .    .    .    L
`;
