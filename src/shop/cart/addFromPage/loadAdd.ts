// The add itself ("Adaugă în coș", shop/cart/addFromPage/cartAddListener.ts, and the existing-customer actions,
// shop/existingCustomers): its chunk (cart commands, the cart's gateway client, the error views) is fetched on intent
// or on press, never at first load (bench/budgets.json).
export const loadAddFromPage = () => import("./addFromPage");
