// The contract between the content transports (graphqlClient, restClient) and the SPEC §7 queries
// built on them, so each side can be tested with a fake of the other.

/** One GraphQL operation as sent in the POST body (SPEC §7: operationName, variables, query). */
export interface GraphqlOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphqlErrorEntry {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** A well-formed GraphQL answer: `data` may be null and `errors` present (HTTP 200 either way). */
export interface GraphqlResult<T> {
  data: T | null;
  errors?: GraphqlErrorEntry[];
}

export interface GraphqlClient {
  /** Resolves with the operation's result; rejects with an Error carrying one of SPEC §8's GraphQL HTTP texts. */
  request<T>(op: GraphqlOperation): Promise<GraphqlResult<T>>;
}
