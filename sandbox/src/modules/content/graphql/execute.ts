// Runs one GraphQL operation the way dotCMS's graphql-java servlet answers (reference §1.1, §1.7): always a
// result object, errors carrying `extensions.classification`, fetcher exceptions worded as graphql-java words them.
import { GraphQLError, execute, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { GqlContext } from "./schema";

export interface GqlResult {
  data?: unknown;
  errors?: unknown[];
}

const fmt = (e: GraphQLError, classification: string) => ({
  message: e.message,
  locations: e.locations ?? [],
  ...(e.path ? { path: e.path } : {}),
  extensions: { classification: (e.extensions?.classification as string | undefined) ?? classification },
});

export function runOperation(schema: GraphQLSchema, op: unknown, anonymous: boolean): GqlResult {
  if (!op || typeof op !== "object" || Array.isArray(op)) {
    return {
      data: null,
      errors: [{ message: "Invalid GraphQL request: expected an object with a query", extensions: { classification: "ValidationError" } }],
    };
  }
  const { query, variables, operationName } = op as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (typeof query !== "string" || !query.trim()) {
    return {
      data: null,
      errors: [{ message: "Invalid GraphQL request: query is missing", extensions: { classification: "ValidationError" } }],
    };
  }
  let vars: Record<string, unknown> | undefined;
  if (typeof variables === "string" && variables.trim()) {
    try {
      vars = JSON.parse(variables) as Record<string, unknown>;
    } catch {
      return {
        data: null,
        errors: [{ message: "Invalid GraphQL request: variables are not JSON", extensions: { classification: "ValidationError" } }],
      };
    }
  } else if (variables && typeof variables === "object") {
    vars = variables as Record<string, unknown>;
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (err) {
    return { data: null, errors: [fmt(err as GraphQLError, "InvalidSyntax")] };
  }
  const invalid = validate(schema, document);
  if (invalid.length) return { data: null, errors: invalid.map((e) => fmt(e, "ValidationError")) };
  const context: GqlContext = { anonymous, pages: new Map() };
  const result = execute({
    schema,
    document,
    variableValues: vars,
    operationName: typeof operationName === "string" && operationName ? operationName : undefined,
    contextValue: context,
  });
  if (result instanceof Promise) throw new Error("resolvers are synchronous");
  const out: GqlResult = { data: result.data ?? null };
  if (result.errors?.length) {
    out.errors = result.errors.map((e) => {
      // Plain exceptions from resolvers: graphql-java prefixes them with the field path.
      if (e.originalError && !(e.originalError instanceof GraphQLError)) {
        const where = (e.path ?? []).join("/");
        return fmt(
          new GraphQLError(`Exception while fetching data (/${where}) : ${e.message}`, { nodes: e.nodes, path: e.path }),
          "DataFetchingException",
        );
      }
      return fmt(e, e.path ? "DataFetchingException" : "ValidationError");
    });
  }
  return out;
}
