import type { GatsbyConfig } from "gatsby";
import { SITE_URL } from "./src/config/endpoints";
import { contentBuildConfig, contentGraphqlUrl } from "./src/config/content";
import { contentAuthHeaders } from "./src/build/contentAuth";
import { SITEMAP_EXCLUDE } from "./src/build/sitemap";

const content = contentBuildConfig();

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Aria",
    siteUrl: SITE_URL,
  },
  // Types for GraphQL queries are not generated: pages read typed content through src/domain mappers.
  graphqlTypegen: false,
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      // The CMS schema stitched under `cms { … }` for createPages (SPEC §7 content system). The CMS must answer during
      // the build: with SANDBOX_BUILD=1 and no URL configured, scripts/build.mjs starts the sandbox.
      resolve: "gatsby-source-graphql",
      options: {
        typeName: "CMS",
        fieldName: "cms",
        url: contentGraphqlUrl(content),
        headers: () => contentAuthHeaders(content),
        batch: true,
        dataLoaderOptions: { maxBatchSize: 10 },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: SITEMAP_EXCLUDE },
    },
  ],
};

export default config;
