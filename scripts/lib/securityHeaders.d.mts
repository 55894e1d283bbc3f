// Types of securityHeaders.mjs (plain JavaScript run by node), for gatsby-node and src/build.
export type Directive = [name: string, sources: string[]];
export const HEADER_DIRECTIVES: Directive[];
export const HSTS: string;
export function serializePolicy(directives: Directive[]): string;
export const SECURITY_HEADERS: { name: string; value: string; httpsOnly?: boolean }[];
export function securityHeaders(options?: { https?: boolean }): Record<string, string>;
export const EMPTY_HASH: string;
export interface PageSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}
export function pageSources(config: {
  gatewayUrl: string;
  contentUrl: string;
  botcheckScriptUrl: string;
  /** The payments back end's base URL (`backendUrl("payments")`): its hosted card form may be framed. */
  paymentsUrl: string;
}): PageSources;
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}
export function pagePolicy(hashes: InlineHashes, sources: PageSources): string;
export function nginxConf(): string;
export function headersFile(): string;
export const DEPLOY_FILES: Record<string, () => string>;
