// The SPEC §3 roles' names as people read them (the identity chooser, the self-care header and account switcher).
// Apart from the sign-in texts so self-care pages do not load those. Part of the Romanian dictionary (src/i18n/ro/).

export const roRoles: Record<string, string> = {
  AuthorizedPerson: "Persoană autorizată",
  Chooser: "Administrator cont",
  ContractOwner: "Titular de contract",
  DelegatedChooser: "Administrator delegat",
  FixedContractOwner: "Titular servicii fixe",
  nonVFUser: "Utilizator din altă rețea",
  PowerUser: "Utilizator avansat",
  SubUser: "Utilizator secundar",
  TechnicalChooser: "Administrator tehnic",
  User: "Utilizator",
  DigitalProduct: "Produs digital",
};
