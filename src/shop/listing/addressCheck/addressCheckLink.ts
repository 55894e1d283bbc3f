// Where a fixed product page sends a visitor to order (issue 28): the "Verifică adresa" section of the home-services
// listing (its heading's id, AddressCheckSlot), since home internet and TV are ordered for a checked address.
export const ADDRESS_CHECK_LINK = "/fixe#address-check-heading";
