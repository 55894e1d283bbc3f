// The account specialist card (issue 27; SPEC §3 voiceSpecialist and dataSpecialist) on the business dashboard and
// date-personale. Part of the Romanian dictionary.
import type { SpecialistKind } from "../../domain/account/specialist";

export const roAccountSpecialist = {
  heading: "Specialistul tău de cont",
  lead: "Te ajută cu ofertele, abonamentele și serviciile companiei tale.",
  loading: "Se încarcă datele specialistului de cont…",
  error: "Nu am putut încărca datele specialistului de cont.",
  none: "Compania ta nu are încă un specialist de cont. Pentru orice întrebare, sună la Serviciul Clienți business.",
  kinds: { voiceSpecialist: "Specialist voce", dataSpecialist: "Specialist date" } satisfies Record<SpecialistKind, string>,
  /** Said where one of the two is missing. */
  missing: {
    voiceSpecialist: "Pentru serviciile de voce te ajută specialistul de date.",
    dataSpecialist: "Pentru serviciile de date te ajută specialistul de voce.",
  } satisfies Record<SpecialistKind, string>,
  name: "Nume",
  email: "E-mail",
  phone: "Telefon",
};
