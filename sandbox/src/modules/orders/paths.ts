// Gateway prefixes of the orders and documents services. SPEC §8 maps errors by "path contains the service's path"
// (src/domain/errors/shopCatalogue.ts SERVICE_PATHS): /product-ordering/productOrder is ORDER HISTORY,
// /document-upload/document is DOCUMENT UPLOAD; neither contains /payment or /shoppingCart.
export const ORDER_PREFIX = "/product-ordering";
