// The window event gatsby-browser.tsx dispatches after a client-side navigation: what a page showed over itself (the
// add-to-cart error of shop/cart/addFromPage) listens for it and goes.
export const ROUTE_CHANGE_EVENT = "aria-route-change";
