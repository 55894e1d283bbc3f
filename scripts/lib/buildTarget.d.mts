// Types of buildTarget.mjs (plain JavaScript run by node), for gatsby-node.
export const SANDBOX_BUILD_FLAG: string;
export function isLoopbackHost(hostname: string): boolean;
export function productionBuildRefusal(env: Record<string, string | undefined>): string | null;
