// Build-time settings of the content system (read by gatsby-config/gatsby-node only; never inlined into the browser
// bundle because these variables have no GATSBY_ prefix). SPEC §7: server-side rendering may use a different host.
import { CONTENT_URL } from "./endpoints";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export interface ContentBuildConfig {
  /** Base URL the build talks to (GraphQL at `${url}/api/v1/graphql`). */
  url: string;
  /** A long-lived API token; when absent, one is requested with user + password (SPEC §7 api-token). */
  token?: string;
  user?: string;
  password?: string;
}

export function contentBuildConfig(env: NodeJS.ProcessEnv = process.env): ContentBuildConfig {
  return {
    url: trimSlash(env.CMS_BUILD_URL || CONTENT_URL),
    token: env.CMS_API_TOKEN || undefined,
    user: env.CMS_API_USER || undefined,
    password: env.CMS_API_PASSWORD || undefined,
  };
}

export const contentGraphqlUrl = (config: ContentBuildConfig): string => `${config.url}/api/v1/graphql`;
