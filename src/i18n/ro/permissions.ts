// Texts of the permissions page, permisiuni (issue 27; SPEC §2/§6; TMF672 Permission): who may do what on which
// number or account, until when. Part of the Romanian dictionary (src/i18n/ro/).
import type { PermissionFormProblem } from "../../domain/permissions/edit";
import type { AssetType, PrivilegeAction } from "../../domain/permissions/model";
import type { PermissionRefusal, ValidityState } from "../../domain/permissions/permission";

type Keys<T extends string> = { [K in T]: string };

export const roPermissions = {
  leadEditor:
    "Aici hotărăști ce poate face fiecare utilizator al companiei: pe ce numere sau conturi vede facturile, plătește, comandă sau blochează cartela SIM, și până când.",
  leadReader: "Acestea sunt permisiunile tale, acordate de administratorul companiei. Pentru o schimbare, adresează-te lui.",
  noneConsumer: "Permisiunile sunt pentru conturile de companie: contul tău nu are utilizatori cărora să le acorzi drepturi.",
  loading: "Se încarcă permisiunile…",
  error: "Nu am putut încărca permisiunile.",
  /** The privileges, as the checkboxes name them. */
  actions: {
    viewBills: "Vede facturile",
    pay: "Plătește",
    order: "Comandă",
    barUnbar: "Blochează/deblochează SIM",
    administer: "Administrează",
  } satisfies Keys<PrivilegeAction>,
  asset: {
    msisdn: (id: string) => `numărul ${id}`,
    ban: (id: string) => `contul ${id}`,
  } satisfies Record<AssetType, (id: string) => string>,
  /** A user's section. */
  user: {
    heading: (name: string, role: string) => (role ? `${name} (${role})` : name),
    line: (msisdn: string) => `Numărul propriu: ${msisdn}`,
    none: "Nicio permisiune acordată.",
    administrator: "Administratorul companiei: vede și administrează toate conturile și numerele.",
  },
  /** One permission in a user's list. */
  grant: {
    on: "Pe",
    may: "Poate",
    validity: "Valabilitate",
    until: (date: string) => `până la ${date} inclusiv`,
    noEnd: "fără dată de sfârșit",
    from: (date: string) => `începând cu ${date}`,
    grantedBy: (name: string) => `Acordată de ${name}`,
    states: { active: "În vigoare", future: "Încă neînceput", expired: "Expirată" } satisfies Keys<ValidityState>,
    revoke: (user: string, assets: string) => `Revocă permisiunea lui ${user} pe ${assets}`,
    edit: (user: string, assets: string) => `Modifică permisiunea lui ${user} pe ${assets}`,
    revoking: "Se revocă…",
    revoked: (user: string, assets: string) => `Permisiunea lui ${user} pe ${assets} a fost revocată.`,
    revokeError: "Nu am putut revoca permisiunea.",
    confirmRevokeTitle: "Revoci permisiunea?",
    confirmRevoke: (user: string, assets: string, actions: string) =>
      `${user} nu va mai avea, de acum, permisiunea pe ${assets} (${actions}).`,
  },
  /** The chooser's form. */
  form: {
    heading: "Acordă sau schimbă o permisiune",
    lead: "Alege utilizatorul, numărul sau contul și ce poate face acolo. Dacă utilizatorul are deja o permisiune pe același număr sau cont, o schimbi; dacă debifezi tot, o revoci.",
    user: "Utilizator",
    userPlaceholder: "Alege utilizatorul",
    assetLegend: "Pe ce număr sau cont",
    assetHint: "Completează unul singur: numărul de telefon sau contul de facturare.",
    number: "Număr de telefon",
    numberHint: "Scrie numărul (07xxxxxxxx) sau caută după numele angajatului ori după cont.",
    searching: "Se caută…",
    found: (n: number) => (n === 0 ? "Niciun număr găsit." : n === 1 ? "Un număr găsit." : `${n} numere găsite.`),
    searchError: "Căutarea nu a mers acum; poți scrie numărul întreg.",
    choose: (msisdn: string, userName: string, ban: string) => `Alege ${msisdn} (${userName}, contul ${ban})`,
    account: "Cont de facturare",
    accountPlaceholder: "Alege contul",
    privileges: "Ce poate face",
    administerHint: "Administrează se acordă doar pe un cont și include celelalte drepturi pe el.",
    validUntil: "Valabil până la",
    validUntilHint: (latest: string) => `Permisiunea se termină la sfârșitul zilei alese (ora României); cel mult până la ${latest}.`,
    save: "Salvează",
    sending: "Se salvează…",
    confirm: "Confirmă",
    cancel: "Renunță",
    confirmTitle: "Confirmi permisiunea?",
    confirmGrant: (user: string, asset: string, actions: string, until: string) =>
      `${user} va putea pe ${asset}: ${actions}, până la ${until} inclusiv.`,
    confirmUpdate: (user: string, asset: string, actions: string, until: string) =>
      `Permisiunea lui ${user} pe ${asset} devine: ${actions}, până la ${until} inclusiv.`,
    confirmRevoke: (user: string, asset: string) => `${user} nu va mai avea nicio permisiune pe ${asset}.`,
    done: {
      grant: (user: string, asset: string) => `Am acordat permisiunea lui ${user} pe ${asset}.`,
      update: (user: string, asset: string) => `Am schimbat permisiunea lui ${user} pe ${asset}.`,
      revoke: (user: string, asset: string) => `Am revocat permisiunea lui ${user} pe ${asset}.`,
      none: (user: string, asset: string) => `Permisiunea lui ${user} pe ${asset} era deja așa: nu am schimbat nimic.`,
    },
    saveError: "Nu am putut salva permisiunea.",
    errors: {
      userMissing: "Alege utilizatorul.",
      assetMissing: "Alege numărul sau contul.",
      assetBoth: "Alege fie un număr, fie un cont: o permisiune este pe unul singur.",
      numberInvalid: "Scrie un număr de mobil din 10 cifre, care începe cu 07.",
      noPrivilege: "Bifează cel puțin un drept.",
      administerOnLine: "Administrează se poate acorda doar pe un cont de facturare.",
      lastAdministratorRight: "Nu îți poți retrage ultimul drept de administrator: fără el nu ai mai putea administra conturile companiei.",
      dayMissing: "Alege data până la care este valabilă permisiunea.",
      dayInvalid: "Scrie data ca zi, lună și an (de exemplu 30.06.2026).",
      endInPast: "Data nu poate fi în trecut.",
      endTooFar: "Permisiunea poate fi valabilă cel mult 2 ani de azi.",
    } satisfies Keys<PermissionFormProblem>,
  },
  /** The back end's refusals, in words (its codes: the contract). */
  refusals: {
    lastAdministratorRight:
      "Nu îți poți retrage ultimul drept de administrator: fără el nu ai mai putea administra conturile companiei. Nimic nu s-a schimbat.",
    permissionExists:
      "Între timp, utilizatorul a primit o permisiune pe același număr sau cont. Am reîncărcat lista: verifică și încearcă din nou.",
    invalidValidity: "Data aleasă nu mai este valabilă (în trecut sau peste mai mult de 2 ani). Alege altă dată.",
    notAdministrator: "Doar administratorul companiei poate schimba permisiunile.",
  } satisfies Keys<PermissionRefusal>,
  list: (items: readonly string[]) => items.join(", "),
} as const;
