// Pages left out of the sitemap: personal and transactional routes (never indexed) and the developer demo pages.
export const SITEMAP_EXCLUDE = [
  "/dev/*",
  "/cart",
  "/checkout",
  "/ecare/*",
  "/login",
  "/login/creeaza-cont",
  "/business/login",
  "/business/eshop/checkout",
  "/business/eshop/checkout/*",
  "/abonamente/portare-cu-portare/checkout",
  "/business/assurance",
  "/404",
  "/404.html",
];
