import type { GatsbyConfig } from "gatsby";

const siteUrl = process.env.GATSBY_SITE_URL || "http://127.0.0.1:9000";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Aria",
    siteUrl,
  },
  // Types for GraphQL queries are not generated: pages read typed content through src/domain mappers.
  graphqlTypegen: false,
  trailingSlash: "never",
  plugins: ["gatsby-plugin-react-helmet", "gatsby-plugin-image"],
};

export default config;
