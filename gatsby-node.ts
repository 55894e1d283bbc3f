import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** Business pages take the business theme unless a page sets its own settings in context. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Record<string, unknown> | undefined)?.pageSettings) return;
  if (!page.path.startsWith("/business")) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, pageSettings: { theme: "business" } } });
};

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  // The UI demo in the dark colour set: proves a page's settings in context switch the theme.
  actions.createPage({
    path: "/dev/ui-dark",
    component: path.resolve("src/pages/dev/ui.tsx"),
    context: { pageSettings: { darkMode: true, scrollBehaviour: "restore" } },
  });
  // The same page with scroll behaviour "top": back navigation starts it at the top.
  actions.createPage({
    path: "/dev/ui-top",
    component: path.resolve("src/pages/dev/ui.tsx"),
    context: { pageSettings: { scrollBehaviour: "top" } },
  });
};
