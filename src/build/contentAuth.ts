// The build's credentials for the content system: a configured API token, else one obtained once per build from the
// configured user (SPEC §7 api-token, default lifetime 10 days), else anonymous (dotCMS lets anonymous READ content).
import { createContentRestClient } from "../clients/content/restClient";
import type { ContentBuildConfig } from "../config/content";

let pending: Promise<string | undefined> | null = null;

export function contentToken(config: ContentBuildConfig): Promise<string | undefined> {
  if (config.token) return Promise.resolve(config.token);
  if (!config.user || !config.password) return Promise.resolve(undefined);
  pending ??= createContentRestClient({ baseUrl: config.url }).getToken({ user: config.user, password: config.password });
  return pending;
}

export async function contentAuthHeaders(config: ContentBuildConfig): Promise<Record<string, string>> {
  const token = await contentToken(config);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
