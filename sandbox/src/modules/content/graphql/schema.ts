// A real GraphQL schema in dotCMS's shape (reference §1): one object type per content type, all
// implementing DotContentlet, `<Type>Collection(query, limit, offset, page, sortBy): [Type]` root fields,
// plus search, QueryMetadata, Pagination and DotNavigation. Introspection works, so gatsby-source-graphql can stitch it.
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  valueFromASTUntyped,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from "graphql";
import { dotBinary, isBinaryRef, type AssetStore } from "../assets";
import { SITE, SYSTEM_USER, timestampString } from "../ids";
import { andAll, parseLucene, type LuceneNode } from "../lucene/parse";
import type { BaseType, ContentTypeDef, Contentlet, FieldDef } from "../model";
import { buildNav, type NavNode } from "../nav";
import { restMap } from "../restMap";
import { folderInode, type ContentStore } from "../store";
import type { Database } from "better-sqlite3";

export interface GqlContext {
  /** Anonymous callers only ever see live content. */
  anonymous: boolean;
  /** Filled by collection fields; read by the Pagination / QueryMetadata root fields. */
  pages: Map<string, { totalRecords: number; limit: number; offset: number; page: number | null }>;
}

type Source = Contentlet;
type Fields = GraphQLFieldConfigMap<Source, GqlContext>;

const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, vars) => valueFromASTUntyped(ast, vars ?? undefined),
});

const DotLanguage = new GraphQLObjectType({
  name: "DotLanguage",
  fields: {
    id: { type: GraphQLInt },
    languageCode: { type: GraphQLString },
    countryCode: { type: GraphQLString },
    language: { type: GraphQLString },
    country: { type: GraphQLString },
  },
});
const DotSite = new GraphQLObjectType({
  name: "DotSite",
  fields: {
    hostId: { type: GraphQLString },
    hostName: { type: GraphQLString },
    aliases: { type: GraphQLString },
    isDefault: { type: GraphQLBoolean },
    isSystemHost: { type: GraphQLBoolean },
  },
});
const DotFolder = new GraphQLObjectType({
  name: "DotFolder",
  fields: {
    folderId: { type: GraphQLString },
    folderName: { type: GraphQLString },
    folderPath: { type: GraphQLString },
    folderTitle: { type: GraphQLString },
  },
});
const DotUser = new GraphQLObjectType({
  name: "DotUser",
  fields: {
    userId: { type: GraphQLString },
    firstName: { type: GraphQLString },
    lastName: { type: GraphQLString },
    email: { type: GraphQLString },
  },
});
const DotBinary = new GraphQLObjectType({
  name: "DotBinary",
  fields: {
    versionPath: { type: GraphQLString },
    idPath: { type: GraphQLString },
    path: { type: GraphQLString },
    sha256: { type: GraphQLString },
    name: { type: GraphQLString },
    title: { type: GraphQLString },
    size: { type: GraphQLInt },
    mime: { type: GraphQLString },
    isImage: { type: GraphQLBoolean },
    width: { type: GraphQLInt },
    height: { type: GraphQLInt },
    modDate: { type: GraphQLString },
    focalPoint: { type: GraphQLString },
  },
});
const DotKeyValue = new GraphQLObjectType({
  name: "DotKeyValue",
  fields: { key: { type: GraphQLString }, value: { type: GraphQLString } },
});

const DotNavigation: GraphQLObjectType = new GraphQLObjectType({
  name: "DotNavigation",
  fields: () => ({
    code: { type: GraphQLString },
    folder: { type: GraphQLString },
    host: { type: GraphQLString },
    languageId: { type: GraphQLInt },
    href: { type: GraphQLString },
    title: { type: GraphQLString },
    type: { type: GraphQLString },
    hash: { type: GraphQLInt },
    target: { type: GraphQLString },
    order: { type: GraphQLInt },
    children: { type: new GraphQLList(DotNavigation), resolve: (n: NavNode) => n.children ?? [] },
  }),
});

const QueryMetadata = new GraphQLObjectType({
  name: "QueryMetadata",
  fields: { fieldName: { type: GraphQLString }, totalCount: { type: GraphQLInt } },
});
const Pagination = new GraphQLObjectType({
  name: "Pagination",
  fields: {
    fieldName: { type: GraphQLString },
    totalPages: { type: GraphQLInt },
    totalRecords: { type: GraphQLInt },
    pageRecords: { type: GraphQLInt },
    hasNextPage: { type: GraphQLBoolean },
    hasPreviousPage: { type: GraphQLBoolean },
    pageSize: { type: GraphQLInt },
    page: { type: GraphQLInt },
    offset: { type: GraphQLInt },
  },
});

const renderArg: GraphQLFieldConfigArgumentMap = { render: { type: GraphQLBoolean } };
const scalar = (type: GraphQLOutputType, resolve: (c: Source) => unknown): GraphQLFieldConfig<Source, GqlContext> => ({
  type,
  args: renderArg,
  resolve,
});

/** A field name GraphQL accepts; dotCMS silently leaves other fields out (reference §1.5). */
const VALID_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export function buildSchema(db: Database, store: ContentStore, assets: AssetStore, types: ContentTypeDef[]): GraphQLSchema {
  const user = () => SYSTEM_USER;
  const commonFields = (): Fields => ({
    identifier: { type: GraphQLID, resolve: (c) => c.identifier },
    inode: { type: GraphQLID, resolve: (c) => c.inode },
    title: scalar(GraphQLString, (c) => c.title),
    modDate: scalar(GraphQLString, (c) => timestampString(c.modDate)),
    creationDate: scalar(GraphQLString, (c) => timestampString(c.creationDate)),
    publishDate: scalar(GraphQLString, (c) => timestampString(c.publishDate)),
    contentType: scalar(GraphQLString, (c) => c.contentType),
    baseType: scalar(GraphQLString, (c) => store.contentType(c.contentType)?.baseType ?? "CONTENT"),
    urlMap: scalar(GraphQLString, (c) => c.url),
    live: scalar(GraphQLBoolean, (c) => c.live),
    working: scalar(GraphQLBoolean, (c) => c.working),
    archived: scalar(GraphQLBoolean, (c) => c.archived),
    locked: scalar(GraphQLBoolean, (c) => c.locked),
    conLanguage: { type: DotLanguage, resolve: (c) => language(c.languageId) },
    host: {
      type: DotSite,
      resolve: () => ({ hostId: SITE.identifier, hostName: SITE.hostName, aliases: SITE.aliases, isDefault: true, isSystemHost: false }),
    },
    folder: {
      type: DotFolder,
      resolve: (c) => ({
        folderId: folderInode(c.folder),
        folderName: c.folder.split("/").filter(Boolean).pop() ?? "system folder",
        folderPath: c.folder,
        folderTitle: c.folder,
      }),
    },
    owner: { type: DotUser, resolve: user },
    modUser: { type: DotUser, resolve: user },
    publishUser: { type: DotUser, resolve: user },
    titleImage: {
      type: DotBinary,
      resolve: (c) => {
        const f = store.contentType(c.contentType)?.fields.find((fd) => fd.kind === "binary" && isBinaryRef(c.fields[fd.variable]));
        const ref = f ? c.fields[f.variable] : undefined;
        return f && isBinaryRef(ref) ? dotBinary(c, f.variable, ref, assets.get(ref.assetId)) : null;
      },
    },
    _map: {
      type: JSONScalar,
      args: { key: { type: GraphQLString }, depth: { type: GraphQLInt, defaultValue: 0 }, render: { type: GraphQLBoolean } },
      resolve: (c, args: { key?: string; depth?: number }, ctx) => {
        const map = restMap(c, { store, assets }, args.depth ?? 0, ctx.anonymous);
        return args.key ? (map[args.key] ?? null) : map;
      },
    },
    widgetCodeJSON: { type: JSONScalar, args: renderArg, resolve: () => null },
  });

  const iface = (name: string, description: string) =>
    new GraphQLInterfaceType({
      name,
      description,
      fields: commonFields,
      resolveType: (c: Source) => typeByVar.get(c.contentType.toLowerCase())?.name,
    });
  const DotContentlet = iface("DotContentlet", "Fields every contentlet exposes");
  const baseIfaces: Record<BaseType, GraphQLInterfaceType> = {
    CONTENT: iface("ContentBaseType", "Contentlets of base type CONTENT"),
    HTMLPAGE: iface("PageBaseType", "Pages"),
    WIDGET: iface("WidgetBaseType", "Widgets"),
  };

  const typeByVar = new Map<string, GraphQLObjectType>();
  const collectionArgs: GraphQLFieldConfigArgumentMap = {
    query: { type: GraphQLString },
    limit: { type: GraphQLInt },
    offset: { type: GraphQLInt },
    sortBy: { type: GraphQLString },
  };

  const fieldConfig = (f: FieldDef): GraphQLFieldConfig<Source, GqlContext> | null => {
    const get = (c: Source) => c.fields[f.variable];
    switch (f.kind) {
      case "text":
      case "textarea":
      case "wysiwyg":
      case "select":
        return scalar(GraphQLString, (c) => (get(c) === undefined || get(c) === null ? null : String(get(c))));
      case "integer":
        return scalar(GraphQLInt, (c) => toNumber(get(c), true));
      case "float":
        return scalar(GraphQLFloat, (c) => toNumber(get(c), false));
      case "boolean":
        return scalar(GraphQLBoolean, (c) => (get(c) === undefined ? null : get(c) === true || get(c) === "true"));
      case "tag":
      case "checkbox":
        return scalar(new GraphQLList(GraphQLString), (c) => (Array.isArray(get(c)) ? (get(c) as unknown[]).map(String) : []));
      case "keyValue":
        return {
          type: new GraphQLList(DotKeyValue),
          resolve: (c) => Object.entries((get(c) as Record<string, unknown>) ?? {}).map(([key, value]) => ({ key, value: String(value) })),
        };
      case "binary":
        return {
          type: DotBinary,
          resolve: (c) => {
            const ref = get(c);
            return isBinaryRef(ref) ? dotBinary(c, f.variable, ref, assets.get(ref.assetId)) : null;
          },
        };
      case "json":
        return { type: JSONScalar, args: renderArg, resolve: (c) => get(c) ?? null };
      case "relationship": {
        const target = f.relation!;
        const many = target.many;
        return {
          type: many ? new GraphQLList(lazyType(target.type)) : lazyType(target.type),
          args: collectionArgs,
          resolve: (c, args: { query?: string; limit?: number; offset?: number; sortBy?: string }, ctx) => {
            let items = store.related(c, f.variable, ctx.anonymous || c.live);
            if (args.query) {
              const node = parseOrFail(args.query, f.variable);
              const ids = new Set(store.search(node, { limit: -1 }).items.map((x) => x.inode));
              items = items.filter((x) => ids.has(x.inode));
            }
            if (args.sortBy) items = store.sort(items, args.sortBy);
            const offset = args.offset ?? 0;
            items = items.slice(offset, args.limit !== undefined && args.limit >= 0 ? offset + args.limit : undefined);
            return many ? items : (items[0] ?? null);
          },
        };
      }
    }
  };

  const lazyType = (variable: string): GraphQLOutputType => {
    const proxy = typeByVar.get(variable.toLowerCase());
    if (!proxy) throw new Error(`relationship to unknown content type ${variable}`);
    return proxy;
  };

  // Field maps are thunks, so every type exists before a relationship field looks its target up.
  for (const t of types) {
    if (!VALID_NAME.test(t.variable)) continue;
    const obj = new GraphQLObjectType<Source, GqlContext>({
      name: t.variable,
      description: t.description,
      interfaces: [DotContentlet, baseIfaces[t.baseType]],
      fields: () => {
        const out = commonFields();
        for (const f of t.fields) {
          if (!VALID_NAME.test(f.variable) || out[f.variable]) continue;
          const cfg = fieldConfig(f);
          if (cfg) out[f.variable] = cfg;
        }
        return out;
      },
    });
    typeByVar.set(t.variable.toLowerCase(), obj);
  }

  const pageArgs: GraphQLFieldConfigArgumentMap = { ...collectionArgs, page: { type: GraphQLInt } };
  const runCollection = (
    fieldName: string,
    prefix: LuceneNode,
    args: { query?: string; limit?: number; offset?: number; page?: number; sortBy?: string },
    ctx: GqlContext,
  ) => {
    const limit = args.limit ?? 100;
    const page = args.page && args.page > 0 ? args.page : null;
    const offset = page ? (page - 1) * limit : (args.offset ?? 0);
    const query = args.query?.trim() ? parseOrFail(args.query, fieldName) : null;
    // The live index, as for a site visitor; a signed-in caller may ask for working versions in the query.
    const working = !ctx.anonymous && /\b(working:true|live:false)\b/i.test(args.query ?? "");
    const result = store.search(query ? andAll([prefix, query]) : prefix, {
      limit,
      offset,
      sortBy: args.sortBy,
      index: working ? "working" : "live",
    });
    ctx.pages.set(fieldName, { totalRecords: result.total, limit, offset, page });
    return result.items;
  };

  const queryFields: GraphQLFieldConfigMap<unknown, GqlContext> = {};
  for (const t of types) {
    const obj = typeByVar.get(t.variable.toLowerCase());
    if (!obj) continue;
    const fieldName = `${t.variable}Collection`;
    const prefix = parseLucene(`+contentType:${t.variable}`);
    queryFields[fieldName] = {
      type: new GraphQLList(obj),
      args: pageArgs,
      resolve: (_s, args, ctx) => runCollection(fieldName, prefix, args, ctx),
    };
  }
  for (const [base, i] of Object.entries(baseIfaces) as [BaseType, GraphQLInterfaceType][]) {
    const fieldName = `${i.name}Collection`;
    const prefix = parseLucene(`+baseType:${{ CONTENT: 1, WIDGET: 2, HTMLPAGE: 5 }[base]}`);
    queryFields[fieldName] = {
      type: new GraphQLList(i),
      args: pageArgs,
      resolve: (_s, args, ctx) => runCollection(fieldName, prefix, args, ctx),
    };
  }
  queryFields.search = {
    type: new GraphQLList(DotContentlet),
    args: collectionArgs,
    resolve: (_s, args, ctx) => runCollection("search", { kind: "all" }, args, ctx),
  };
  queryFields.QueryMetadata = {
    type: new GraphQLList(QueryMetadata),
    resolve: (_s, _a, ctx) => [...ctx.pages.entries()].map(([fieldName, p]) => ({ fieldName, totalCount: p.totalRecords })),
  };
  queryFields.Pagination = {
    type: new GraphQLList(Pagination),
    resolve: (_s, _a, ctx) =>
      [...ctx.pages.entries()].map(([fieldName, p]) => {
        const totalPages = p.limit > 0 ? Math.ceil(p.totalRecords / p.limit) : 0;
        const page = p.page ?? (p.limit > 0 ? Math.floor(p.offset / p.limit) + 1 : 1);
        const pageRecords = Math.max(0, Math.min(p.limit, p.totalRecords - p.offset));
        return {
          fieldName,
          totalPages,
          totalRecords: p.totalRecords,
          pageRecords,
          hasNextPage: page < totalPages,
          hasPreviousPage: page > 1,
          pageSize: p.limit,
          page,
          offset: p.offset,
        };
      }),
  };
  queryFields.DotNavigation = {
    type: DotNavigation,
    args: { uri: { type: new GraphQLNonNull(GraphQLString) }, depth: { type: GraphQLInt }, languageId: { type: GraphQLInt } },
    resolve: (_s, args: { uri: string; depth?: number; languageId?: number }) =>
      buildNav(db, store, args.uri, args.depth ?? 1, args.languageId ?? 1),
  };

  return new GraphQLSchema({ query: new GraphQLObjectType({ name: "Query", fields: queryFields }), types: [...typeByVar.values()] });
}

function toNumber(v: unknown, integer: boolean): number | null {
  if (v === undefined || v === null || v === "") return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return null;
  return integer ? Math.trunc(n) : n;
}

function parseOrFail(query: string, fieldName: string): LuceneNode {
  try {
    return parseLucene(query);
  } catch (err) {
    // graphql-java's wording for an exception inside a data fetcher (reference §1.7).
    throw new GraphQLError(`Exception while fetching data (/${fieldName}) : ${(err as Error).message}`, {
      extensions: { classification: "DataFetchingException" },
    });
  }
}

export function language(id: number) {
  return { id, languageCode: "ro", countryCode: "RO", language: "Romanian", country: "Romania" };
}
