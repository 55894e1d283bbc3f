// The shop's error catalogue (SPEC §8, src/domain/errors/shopCatalogue.ts): per situation a title (what happened) and
// a message (what to do next); button labels by where the close actions lead. The spec shows none of these texts.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import type { ShopErrorMessageKey } from "../../domain/errors/shopCatalogue";
import type { ShopErrorButtonKey } from "../../domain/errors/shopError";

const HELPLINE = "0800 800 800 (apel gratuit)";

interface Text {
  title: string;
  message: string;
}

const texts = {
  // CART
  emptyCart: {
    title: "Coșul tău nu mai poate fi folosit.",
    message: "A apărut o problemă cu produsele din coș. Vom goli coșul; adaugă apoi din nou, din magazin, produsele dorite.",
  },
  customerTypeMismatch: {
    title: "Produsul este pentru alt tip de client",
    message:
      "Produsul ales nu poate fi adăugat în acest coș, pentru că este destinat altui tip de client (persoane fizice sau business). Alege-l din magazinul potrivit contului tău.",
  },
  offerNotAvailable: {
    title: "Oferta nu mai este disponibilă",
    message: "Oferta aleasă nu mai este disponibilă. Vom goli coșul, ca să poți alege din magazin o altă ofertă.",
  },
  creditFraudPrevention: {
    title: "Nu putem finaliza comanda online",
    message: `În urma verificărilor de siguranță, această comandă nu poate fi finalizată pe site. Vom goli coșul; poți alege alt telefon sau ne poți suna la ${HELPLINE} pentru detalii.`,
  },
  fraudPrevention: {
    title: "Comanda nu poate fi trimisă online.",
    message: `Verificările de siguranță nu ne permit să finalizăm comanda pe site. Sună-ne la ${HELPLINE} sau vino într-un magazin Aria și te ajutăm să o finalizezi.`,
  },
  orderAlreadyExists: {
    title: "Comanda a fost deja înregistrată.",
    message:
      "Există deja o comandă pentru acest coș. Verifică e-mailul de confirmare sau comenzile din Contul meu înainte să comanzi din nou.",
  },
  creditRatingUnavailable: {
    title: "Verificarea de bonitate nu răspunde.",
    message: "Serviciul care verifică bonitatea nu răspunde acum, așa că nu putem trimite comanda. Încearcă din nou în câteva minute.",
  },
  checkoutUnknown: {
    title: "Comanda nu a putut fi trimisă.",
    message: `A apărut o eroare neașteptată la trimiterea comenzii. Verifică datele și încearcă din nou; dacă eroarea se repetă, sună-ne la ${HELPLINE}.`,
  },
  photoIdNotFound: {
    title: "Lipsește copia actului de identitate",
    message: "Nu am găsit copia actului tău de identitate. Încarc-o din nou la datele contractului, apoi trimite comanda.",
  },
  inventoryUnavailable: {
    title: "Un produs nu mai este în stoc.",
    message: "Unul dintre produsele din coș nu mai este disponibil. Elimină-l din coș sau alege alt model.",
  },
  productNotAvailable: {
    title: "Produsul nu mai este disponibil",
    message: "Produsul din coș nu mai este disponibil. Vom goli coșul, ca să poți alege din magazin un alt produs.",
  },
  ageRule: {
    title: "Titularul trebuie să aibă cel puțin 18 ani.",
    message:
      "Abonamentele și pachetele pot fi cumpărate doar de persoane majore. Verifică CNP-ul introdus sau roagă titularul să plaseze comanda.",
  },
  voucherNotApplicable: {
    title: "Voucherul nu se aplică",
    message: "Codul este valid, dar nu se aplică produselor din coș. Verifică condițiile voucherului sau folosește alt cod.",
  },
  quantityNotAvailable: {
    title: "Cantitatea aleasă nu este disponibilă",
    message:
      "Oferta nu poate fi comandată în această cantitate: ai atins numărul maxim de produse sau de linii permise pentru contul tău. Modifică cantitatea și încearcă din nou.",
  },
  voucherNotFound: {
    title: "Voucherul nu a fost găsit",
    message: "Codul introdus nu există sau a expirat. Verifică dacă l-ai scris exact ca pe voucher, cu aceleași litere și cifre.",
  },
  voucherMaxUses: {
    title: "Voucherul a fost folosit deja",
    message:
      "Acest voucher a atins numărul maxim de utilizări și nu mai poate fi aplicat. Reîncarcă coșul ca să vezi prețurile actualizate.",
  },
  eligibility: {
    title: "Oferta nu este disponibilă pentru tine",
    message: `Oferta aleasă nu este disponibilă pentru contul sau numărul tău. Alege altă ofertă sau sună-ne la ${HELPLINE} ca să aflăm împreună ce opțiuni ai.`,
  },
  preorder: {
    title: "Produs în precomandă",
    message: "Acest produs se comandă doar în precomandă, separat de alte produse. Comandă-l singur sau alege un produs disponibil acum.",
  },
  preorderCart: {
    title: "Produs în precomandă",
    message: "Coșul tău conține un produs în precomandă, care se comandă separat. Mergi la coș ca să alegi ce comanzi acum.",
  },
  cartRule: {
    title: "Nu am putut actualiza coșul.",
    message: "Modificarea cerută nu respectă condițiile ofertei.",
  },
  subscriberAlreadyInCart: {
    title: "Numărul este deja în coș.",
    message:
      "Ai adăugat deja o ofertă pentru acest număr de telefon. Vom goli coșul: reia comanda din magazin și alege fiecare număr o singură dată.",
  },
  extendedLoginRequired: {
    title: "Confirmă-ți contul",
    message: "Ca să adaugi produse în coș, intră din nou în cont și alege contul pentru care faci comanda, apoi adaugă din nou produsul.",
  },

  // PAYMENT
  invalidOrderNumber: {
    title: "Plata nu a putut începe.",
    message: "Numărul comenzii nu este valid. Reîncarcă pagina și trimite din nou comanda.",
  },
  invalidUserInfo: {
    title: "Datele pentru plată nu sunt complete.",
    message: "Unele date de contact nu sunt valide pentru plată. Verifică numele, telefonul și adresa de e-mail, apoi încearcă din nou.",
  },
  orderServiceError: {
    title: "Comanda nu a putut fi înregistrată.",
    message: "Serviciul de comenzi nu răspunde acum. Încearcă din nou în câteva minute.",
  },
  invalidOrderDetails: {
    title: "Detaliile comenzii nu sunt valide.",
    message: "Comanda conține date pe care nu le putem procesa. Verifică produsele din coș și trimite din nou comanda.",
  },
  paymentNotRegistered: {
    title: "Plata nu a fost înregistrată.",
    message: "Nu am putut înregistra plata. Încearcă din nou sau alege plata ramburs la curier.",
  },
  orderHistoryInternal: {
    title: "Nu am putut verifica comanda.",
    message: "O eroare internă ne-a împiedicat să verificăm starea comenzii. Încearcă din nou în câteva minute.",
  },
  paymentFraud: {
    title: "Plata a fost refuzată.",
    message: "Plata a fost refuzată din motive de securitate. Folosește alt card sau alege plata ramburs la curier.",
  },
  paymentAttemptsOrder: {
    title: "Nu mai putem încerca plata cu cardul.",
    message:
      "Plata cu cardul a fost refuzată de prea multe ori pentru această comandă, așa că nu am mai trimis-o la bancă. Nu ți-am retras niciun ban. Poți alege plata ramburs la curier.",
  },
  paymentAttemptsRecent: {
    title: "Prea multe plăți refuzate.",
    message:
      "În ultima oră au fost refuzate prea multe plăți cu cardul, așa că nu am mai trimis-o pe aceasta la bancă. Nu ți-am retras niciun ban. Încearcă din nou peste o oră sau alege plata ramburs la curier.",
  },
  paymentBotcheck: {
    title: "Nu am putut verifica plata.",
    message: "Verificarea de securitate a browserului nu a reușit, așa că plata nu a fost trimisă. Reîncarcă pagina și încearcă din nou.",
  },

  // PRODUCTS
  productUnavailable: {
    title: "Produsul nu este disponibil",
    message: "Nu am putut încărca detaliile acestui produs. Încearcă din nou sau alege alt telefon din listă.",
  },
  retryProduct: {
    title: "Nu am putut încărca produsul",
    message: "Informațiile despre produs nu s-au încărcat. Încearcă din nou în câteva momente.",
  },

  // DOCUMENT UPLOAD
  wrongDocumentFormat: {
    title: "Formatul documentului nu este acceptat.",
    message: "Încarcă o fotografie sau o scanare clară a actului, ca fișier PDF, JPG sau PNG.",
  },
  uploadRetryFile: {
    title: "Documentul nu s-a încărcat.",
    message: "Fișierul nu a ajuns complet la noi. Încarcă-l din nou.",
  },
  documentUploadFailed: {
    title: "Nu am putut încărca documentul.",
    message: "Verifică dacă fișierul se deschide corect și dacă imaginea este clară, apoi încarcă-l din nou.",
  },
  documentNotAccepted: {
    title: "Documentul nu poate fi verificat",
    message:
      "Nu am putut verifica documentul încărcat, așa că nu putem continua comanda online. Încearcă din nou; dacă nu merge, vom goli coșul și vei relua comanda de la lista de telefoane.",
  },

  // ORDER HISTORY
  orderNotFound: {
    title: "Nu am găsit comanda.",
    message: "Verifică numărul comenzii și încearcă din nou.",
  },

  // any service
  generic: {
    title: "A apărut o eroare.",
    message: `Nu am putut finaliza acțiunea. Încearcă din nou în câteva momente; dacă eroarea se repetă, sună-ne la ${HELPLINE}.`,
  },
  technical: {
    title: "Serviciul nu a răspuns corect.",
    message: "Am primit un răspuns neașteptat de la serviciu. Încearcă din nou în câteva momente.",
  },
  network: {
    title: "Nu am primit răspuns.",
    message: "Nu am putut contacta serviciul. Verifică conexiunea la internet și încearcă din nou.",
  },
} as const satisfies Record<ShopErrorMessageKey, Text>;

export const roShopErrors = {
  texts,
  /** The button that runs the close actions, by where they lead. */
  buttons: {
    backToShop: "Înapoi la magazin",
    toPhoneListing: "Înapoi la telefoane",
    toContract: "Mergi la datele contractului",
    toCart: "Mergi la coș",
    reloadCart: "Reîncarcă coșul",
    emptyCart: "Golește coșul",
    close: "Închide",
    signIn: "Intră din nou în cont",
  } as const satisfies Record<ShopErrorButtonKey, string>,
  retry: "Încearcă din nou",
  /** Beside "Intră din nou în cont": leave the dialog without signing in. */
  cancel: "Renunță",
  /** The server's own words, shown under ours (SPEC §8 "with server text"). */
  serverText: (text: string) => `Detalii: ${text}`,
  support: (id: string) => `Cod pentru asistență: ${id}`,
  /** EBUORCBU: the shop the product belongs to (SPEC §2 areas). */
  otherShop: { personal: "Mergi la magazinul pentru persoane fizice", business: "Mergi la magazinul Business" },
} as const;
