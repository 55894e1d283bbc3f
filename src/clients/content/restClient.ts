// The content system's REST transport (SPEC §7 "Content REST client", errors of SPEC §8 "Content
// system REST"). Routes, bodies and what is read from each answer follow dotCMS's old JS SDK
// (reference dotcms-api.md §0, §2), which the sandbox mirrors (sandbox/src/modules/content/routes).
// Used at build time and server side, so axios here does not weigh on the static pages.
import axios, { type AxiosInstance, type AxiosResponse, type Method } from "axios";
import {
  CONTENT_DEFAULT_LANGUAGE_ID,
  CONTENT_TOKEN_EXPIRATION_DAYS,
  NAV_DEFAULT_DEPTH,
  SEARCH_PAGE_SIZE,
  SEARCH_UNPAGINATED_SIZE,
} from "../../domain/constants";
import { isRecord, type RawRecord } from "../../domain/read";

export type ContentRestErrorCode = "DOTCMS_DOWN" | "DOTCMS_NO_AUTH";

/** SPEC §8: "an object with statusCode and message from the response text"; mapped codes DOTCMS_DOWN, DOTCMS_NO_AUTH. */
export class ContentRestError extends Error {
  /** HTTP status; 0 when no answer came back (DOTCMS_DOWN). */
  statusCode: number;
  code?: ContentRestErrorCode;
  cause?: unknown;

  constructor(statusCode: number, message: string, extra: { code?: ContentRestErrorCode; cause?: unknown } = {}) {
    super(message);
    this.name = "ContentRestError";
    this.statusCode = statusCode;
    if (extra.code) this.code = extra.code;
    if (extra.cause !== undefined) this.cause = extra.cause;
  }
}

export type Contentlet = Record<string, unknown>;

export interface ContentLanguage {
  id: number;
  languageCode: string;
  countryCode?: string;
  language?: string;
  country?: string;
}

export interface ContentConfiguration {
  languages: ContentLanguage[];
  license?: { isCommunity?: boolean; [k: string]: unknown };
  [k: string]: unknown;
}

export interface NavNode {
  title: string;
  href: string;
  type: string;
  target?: string;
  order?: number;
  children?: NavNode[];
  [k: string]: unknown;
}

export interface EsSearchResult {
  contentlets: Contentlet[];
  esresponse: unknown[];
}

export interface SearchParams {
  contentType: string;
  languageId?: number;
  /** Extra Lucene appended after `+contentType:X +languageId:N`. */
  query?: string;
  /** dotCMS sort string: `field order[, field order…]`. */
  sort?: string;
  offset?: number;
  paginate?: boolean;
  size?: number;
}

export interface QueryContentParams {
  contentType: string;
  /** Each becomes `+field:value` in the Lucene query. */
  filters?: Record<string, string | number | boolean>;
  depth?: number;
  limit?: number;
  offset?: number;
  orderBy?: string;
}

export interface SavedContent {
  inode: string | null;
  identifier: string | null;
}

export interface ContentTypeAnswer {
  entity: Record<string, unknown> & { layout?: unknown[] };
  layout: unknown[];
}

export interface ContentRestClient {
  getToken(p: { user: string; password: string; expirationDays?: number }): Promise<string>;
  getConfiguration(): Promise<ContentConfiguration>;
  search(p: SearchParams): Promise<EsSearchResult>;
  getNav(path: string, depth?: number): Promise<NavNode>;
  getPage(url: string, languageCode?: string): Promise<Record<string, unknown>>;
  getCurrentSite(): Promise<Record<string, unknown>>;
  getWidget(id: string): Promise<string>;
  queryContent(p: QueryContentParams): Promise<Contentlet[]>;
  saveContent(contentlet: Contentlet): Promise<SavedContent>;
  publishContent(contentlet: Contentlet): Promise<SavedContent>;
  getContentType(id: string): Promise<ContentTypeAnswer>;
}

export interface ContentRestClientOptions {
  /** The content host, e.g. CONTENT_URL (`…/cms` on the sandbox). */
  baseUrl: string;
  token?: string;
  axiosInstance?: AxiosInstance;
}

/** SPEC §7 "sort title_dotraw ascending". */
const DEFAULT_SORT = "title_dotraw asc";

/** Each path segment encoded, the slashes kept. */
const encodePath = (p: string) => p.split("/").map(encodeURIComponent).join("/");

export function createContentRestClient(options: ContentRestClientOptions): ContentRestClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const http = options.axiosInstance ?? axios.create();
  const auth: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};

  /** One call; the raw text comes back whatever the status, so each method reads errors its own way. */
  async function call(method: Method, path: string, o: { data?: unknown; params?: RawRecord; anonymous?: boolean } = {}) {
    try {
      const res: AxiosResponse<unknown> = await http.request({
        method,
        url: baseUrl + path,
        params: o.params,
        data: o.data === undefined ? undefined : JSON.stringify(o.data),
        headers: { "Content-Type": "application/json", ...(o.anonymous ? {} : auth) },
        // Per request, so an injected instance behaves the same: never throw on a status, never parse.
        validateStatus: () => true,
        responseType: "text",
        transformResponse: [(d: unknown) => d],
      });
      return {
        status: res.status,
        text: typeof res.data === "string" ? res.data : res.data == null ? "" : String(res.data),
        headers: res.headers,
      };
    } catch (err) {
      // With validateStatus accepting everything, a rejection means no HTTP answer at all (refused,
      // DNS, reset, timeout). statusCode 0 is what browsers report for that, and it is never a real status.
      if (axios.isAxiosError(err) && !err.response) throw new ContentRestError(0, err.message, { code: "DOTCMS_DOWN", cause: err });
      throw err;
    }
  }

  /** SPEC §8: non-200 → {statusCode, message}; 401 also DOTCMS_NO_AUTH. The old SDK accepts 200 only.
   * An empty body (e.g. contenttype 404) gets a generic text so the message is never blank. */
  function fail(status: number, message: string): ContentRestError {
    const text = message || `Request failed with status code ${status}`;
    return new ContentRestError(status, text, status === 401 ? { code: "DOTCMS_NO_AUTH" } : {});
  }

  const parseJson = (status: number, text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      throw new ContentRestError(status, "Could not parse server response");
    }
  };

  async function json(method: Method, path: string, o: { data?: unknown; params?: RawRecord } = {}): Promise<RawRecord> {
    const res = await call(method, path, o);
    if (res.status !== 200) throw fail(res.status, res.text);
    const body = parseJson(res.status, res.text);
    if (!isRecord(body)) throw new ContentRestError(res.status, "Could not parse server response");
    return body;
  }

  /** The /api/v1 envelope's `entity` (reference §2.0). */
  async function entity(path: string, params?: RawRecord): Promise<RawRecord> {
    const body = await json("GET", path, { params });
    return isRecord(body.entity) ? body.entity : {};
  }

  let languages: Promise<ContentLanguage[]> | null = null;
  /** Language code → id through the configuration's list, as the SDK's DotApiLanguage does; fetched once per client. */
  async function languageId(code: string): Promise<number> {
    languages ??= client.getConfiguration().then((c) => (Array.isArray(c.languages) ? c.languages : []));
    const list = await languages.catch((err: unknown) => {
      languages = null; // a failed fetch is retried by the next call
      throw err;
    });
    const want = code.toLowerCase();
    const hit = list.find(
      (l) => l.languageCode?.toLowerCase() === want || (l.countryCode && `${l.languageCode}-${l.countryCode}`.toLowerCase() === want),
    );
    // Never fall back silently: the page would come back in the default language under the wrong code.
    if (!hit) throw new ContentRestError(400, `Unknown language code '${code}'`);
    return hit.id;
  }

  async function save(action: "save" | "publish", contentlet: Contentlet): Promise<SavedContent> {
    const res = await call("POST", `/api/content/${action}/1`, { data: contentlet });
    if (res.status !== 200) throw fail(res.status, res.text);
    // dotCMS answers 200 with an empty body and the ids in headers (reference §2.10).
    const header = (name: string) => {
      const v: unknown = res.headers?.[name];
      return typeof v === "string" && v !== "" ? v : null;
    };
    return { inode: header("inode"), identifier: header("identifier") };
  }

  const client: ContentRestClient = {
    async getToken({ user, password, expirationDays = CONTENT_TOKEN_EXPIRATION_DAYS }) {
      // No Bearer here: the SDK sends none, and a stale configured token must not get in the way.
      const res = await call("POST", "/api/v1/authentication/api-token", { data: { user, password, expirationDays }, anonymous: true });
      let body: unknown = null;
      try {
        body = JSON.parse(res.text);
      } catch {
        /* a non-JSON answer keeps its text as the message */
      }
      if (res.status === 200) {
        const token = isRecord(body) && isRecord(body.entity) ? body.entity.token : undefined;
        if (typeof token !== "string") throw new ContentRestError(200, "Could not parse server response");
        return token;
      }
      // SPEC §8 "the token call uses errors[0].message or error".
      const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
      const first: unknown = errors[0];
      const message =
        (isRecord(first) && typeof first.message === "string" && first.message) ||
        (isRecord(body) && typeof body.error === "string" && body.error) ||
        res.text;
      throw fail(res.status, message);
    },

    async getConfiguration() {
      const e = await entity("/api/v1/configuration");
      return { ...e, languages: Array.isArray(e.languages) ? (e.languages as ContentLanguage[]) : [] };
    },

    async search({
      contentType,
      languageId: lang = CONTENT_DEFAULT_LANGUAGE_ID,
      query = "",
      sort = DEFAULT_SORT,
      offset = 0,
      paginate = false,
      size,
    }) {
      const lucene = [`+contentType:${contentType}`, `+languageId:${lang}`, query.trim()].filter(Boolean).join(" ");
      const sortList = sort
        .split(",")
        .map((s) => s.trim().split(/\s+/))
        .filter(([field]) => field)
        .map(([field, order]) => ({ [field as string]: { order: (order ?? "asc").toLowerCase() } }));
      // The SDK's getEsQuery shape (reference §2.4). from/size are always sent: ES (and the sandbox)
      // default to 10 hits, so leaving size out would not give SPEC §7's "else 40 results".
      const body = {
        query: { bool: { must: { query_string: { query: lucene } } } },
        ...(sortList.length ? { sort: sortList } : {}),
        from: offset,
        size: size ?? (paginate ? SEARCH_PAGE_SIZE : SEARCH_UNPAGINATED_SIZE),
      };
      const res = await json("POST", "/api/es/search", { data: body });
      return {
        contentlets: Array.isArray(res.contentlets) ? (res.contentlets as Contentlet[]) : [],
        esresponse: Array.isArray(res.esresponse) ? res.esresponse : [],
      };
    },

    async getNav(path, depth = NAV_DEFAULT_DEPTH) {
      // `?depth=` as the older SDK sends it; the server ignores the newer `?deep=` (reference §0).
      return (await entity(`/api/v1/nav/${encodePath(path.replace(/^\/+/, ""))}`, { depth })) as NavNode;
    },

    async getPage(url, languageCode) {
      const language_id = languageCode ? await languageId(languageCode) : CONTENT_DEFAULT_LANGUAGE_ID;
      const path = url.startsWith("/") ? url : `/${url}`;
      const res = await call("GET", `/api/v1/page/json${encodePath(path)}`, { params: { language_id } });
      if (res.status !== 200) {
        // SPEC §8 "the page call tries the message field of a JSON body".
        let message = res.text;
        try {
          const b: unknown = JSON.parse(res.text);
          if (isRecord(b) && typeof b.message === "string" && b.message) message = b.message;
        } catch {
          /* plain text (e.g. 401 "Invalid User") stays as it is */
        }
        throw fail(res.status, message);
      }
      const body = parseJson(res.status, res.text);
      return isRecord(body) && isRecord(body.entity) ? body.entity : {};
    },

    async getCurrentSite() {
      // The SDK drops `map` (the Host's raw contentlet map), reference §2.7.
      const { map: _map, ...site } = await entity("/api/v1/site/currentSite");
      return site;
    },

    async getWidget(id) {
      const res = await call("GET", `/api/widget/id/${encodeURIComponent(id)}`);
      if (res.status !== 200) throw fail(res.status, res.text);
      return res.text;
    },

    async queryContent({ contentType, filters = {}, depth, limit, offset, orderBy }) {
      if (!contentType || !contentType.trim()) throw new Error("Please specify a content type to retrieve");
      // The path is split on "/" into key/value pairs, so every value is encoded; terms are joined by %20.
      const terms = [`+contentType:${encodeURIComponent(contentType.trim())}`];
      for (const [field, value] of Object.entries(filters))
        terms.push(`+${encodeURIComponent(field)}:${encodeURIComponent(String(value))}`);
      let path = `/api/content/query/${terms.join("%20")}`;
      if (depth !== undefined) path += `/depth/${depth}`;
      if (limit !== undefined) path += `/limit/${limit}`;
      if (offset !== undefined) path += `/offset/${offset}`;
      if (orderBy) path += `/orderby/${encodeURIComponent(orderBy)}`;
      const body = await json("GET", path);
      return Array.isArray(body.contentlets) ? (body.contentlets as Contentlet[]) : [];
    },

    saveContent: (contentlet) => save("save", contentlet),
    publishContent: (contentlet) => save("publish", contentlet),

    async getContentType(id) {
      // The SDK's get() reads `entity`; getLayout() reads `entity.layout`: both handed back.
      const e = await entity(`/api/v1/contenttype/id/${encodeURIComponent(id)}`);
      return { entity: e, layout: Array.isArray(e.layout) ? e.layout : [] };
    },
  };
  return client;
}
