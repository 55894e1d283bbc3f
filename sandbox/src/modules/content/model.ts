// The content model as dotCMS describes it (reference §1.4, §1.5, §2.9): content types made of typed
// fields, and contentlets (one row per version: inode) that carry the field values.

/** Field kinds and how each surfaces in GraphQL (reference §1.5). */
export type FieldKind =
  | "text" // String
  | "textarea" // String
  | "wysiwyg" // String
  | "select" // String (values listed in `values`)
  | "integer" // Int
  | "float" // Float
  | "boolean" // Boolean (a Radio field with data type BOOL)
  | "tag" // [String]
  | "checkbox" // [String]
  | "keyValue" // [DotKeyValue] in GraphQL, an object in REST
  | "binary" // DotBinary
  | "json" // JSON
  | "relationship"; // the related type, one or many

export interface FieldDef {
  variable: string;
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Select values, one per line, as dotCMS stores them. */
  values?: string;
  hint?: string;
  /** Relationship target and cardinality. */
  relation?: { type: string; many: boolean };
}

export type BaseType = "CONTENT" | "HTMLPAGE" | "WIDGET";

export interface ContentTypeDef {
  id: string;
  variable: string;
  name: string;
  description: string;
  baseType: BaseType;
  icon: string;
  fields: FieldDef[];
}

/** Stored value of a binary field: a reference to a row of content_assets. */
export interface BinaryRef {
  assetId: string;
  fileName: string;
}

export type FieldValues = Record<string, unknown>;

/** One version of a contentlet. Dates are epoch milliseconds. */
export interface Contentlet {
  identifier: string;
  inode: string;
  contentType: string;
  title: string;
  languageId: number;
  live: boolean;
  working: boolean;
  archived: boolean;
  locked: boolean;
  modDate: number;
  creationDate: number;
  publishDate: number | null;
  folder: string;
  host: string;
  url: string | null;
  sortOrder: number;
  owner: string;
  modUser: string;
  fields: FieldValues;
}

export interface Asset {
  id: string;
  fileName: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  modDate: number;
}

export const BASE_TYPE_ORDINAL: Record<BaseType, number> = { CONTENT: 1, WIDGET: 2, HTMLPAGE: 5 };
