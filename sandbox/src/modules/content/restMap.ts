// The contentlet map of the legacy REST APIs (/api/content, /api/es/search, page json), reference §2.3:
// dates as epoch millis, key/value fields as objects, binaries as /dA paths + Version/ContentAsset/MetaData,
// relationships only when a depth is given.
import { idPath, isBinaryRef, restMetaData, versionPath, type AssetStore } from "./assets";
import { SITE, shorty } from "./ids";
import type { ContentTypeDef, Contentlet } from "./model";
import type { ContentStore } from "./store";

export interface RestMapDeps {
  store: ContentStore;
  assets: AssetStore;
}

export function restMap(c: Contentlet, deps: RestMapDeps, depth: number | null, liveOnly: boolean): Record<string, unknown> {
  const def = deps.store.contentType(c.contentType);
  const binaryField = def?.fields.find((f) => f.kind === "binary" && isBinaryRef(c.fields[f.variable]));
  const out: Record<string, unknown> = {
    identifier: c.identifier,
    shortyId: shorty(c.identifier),
    inode: c.inode,
    title: c.title,
    contentType: c.contentType,
    baseType: def?.baseType ?? "CONTENT",
    languageId: c.languageId,
    hasTitleImage: Boolean(binaryField),
    titleImage: binaryField ? binaryField.variable : "TITLE_IMAGE_NOT_FOUND",
    hostName: SITE.hostName,
    host: c.host,
    url: c.url ?? undefined,
    urlMap: c.url ?? undefined,
    live: c.live,
    working: c.working,
    locked: c.locked,
    archived: c.archived,
    folder: c.folder === "/" ? "SYSTEM_FOLDER" : c.folder,
    sortOrder: c.sortOrder,
    modUser: c.modUser,
    modUserName: c.modUser,
    owner: c.owner,
    ownerName: c.owner,
    creationDate: c.creationDate,
    modDate: c.modDate,
    stInode: def?.id,
    __icon__: "contentIcon",
    contentTypeIcon: def?.icon ?? "event_note",
    variant: "DEFAULT",
  };
  if (c.live && c.publishDate !== null) {
    out.publishDate = c.publishDate;
    out.publishUser = c.modUser;
    out.publishUserName = c.modUser;
  }
  for (const f of def?.fields ?? []) {
    const v = c.fields[f.variable];
    if (f.kind === "relationship") {
      if (depth === null) continue;
      out[f.variable] = relatedValue(c, f.variable, f.relation?.many ?? true, depth, deps, liveOnly);
      continue;
    }
    if (v === undefined) continue;
    if (f.kind === "binary") {
      if (!isBinaryRef(v)) continue;
      out[f.variable] = idPath(c, f.variable, v);
      out[`${f.variable}Version`] = versionPath(c, f.variable, v);
      out[`${f.variable}ContentAsset`] = `${c.identifier}/${f.variable}`;
      out[`${f.variable}MetaData`] = restMetaData(v, deps.assets.get(v.assetId));
    } else {
      out[f.variable] = v;
    }
  }
  return out;
}

/** depth 0: identifiers; 1: objects; 2: objects with their relations as identifiers; 3: as objects. */
function relatedValue(c: Contentlet, field: string, many: boolean, depth: number, deps: RestMapDeps, liveOnly: boolean): unknown {
  const related = deps.store.related(c, field, liveOnly);
  const values = related.map((r) => (depth === 0 ? r.identifier : restMap(r, deps, depth === 1 ? null : depth === 2 ? 0 : 1, liveOnly)));
  return many ? values : (values[0] ?? null);
}

/** /api/v1/contenttype/id/{id} entity (reference §2.9). */
export function contentTypeEntity(t: ContentTypeDef) {
  const clazzOf: Record<string, string> = {
    text: "ImmutableTextField",
    textarea: "ImmutableTextAreaField",
    wysiwyg: "ImmutableWysiwygField",
    select: "ImmutableSelectField",
    integer: "ImmutableTextField",
    float: "ImmutableTextField",
    boolean: "ImmutableRadioField",
    tag: "ImmutableTagField",
    checkbox: "ImmutableCheckboxField",
    keyValue: "ImmutableKeyValueField",
    binary: "ImmutableBinaryField",
    json: "ImmutableJSONField",
    relationship: "ImmutableRelationshipField",
  };
  const dataTypeOf: Record<string, string> = {
    integer: "INTEGER",
    float: "FLOAT",
    boolean: "BOOL",
    relationship: "SYSTEM",
    binary: "SYSTEM",
    keyValue: "LONG_TEXT",
    json: "LONG_TEXT",
    textarea: "LONG_TEXT",
    wysiwyg: "LONG_TEXT",
  };
  const iDate = Date.UTC(2026, 0, 1);
  const fields = t.fields.map((f, i) => {
    const clazz = `com.dotcms.contenttype.model.field.${clazzOf[f.kind]}`;
    return {
      clazz,
      contentTypeId: t.id,
      dataType: dataTypeOf[f.kind] ?? "TEXT",
      fieldType: clazzOf[f.kind].replace(/^Immutable/, "").replace(/Field$/, ""),
      fieldTypeLabel: f.name,
      fieldVariables: [],
      fixed: false,
      hint: f.hint ?? null,
      iDate,
      id: `${t.id}-${f.variable}`,
      indexed: true,
      listed: i < 3,
      modDate: iDate,
      name: f.name,
      readOnly: false,
      regexCheck: null,
      relationships: f.relation ? { cardinality: f.relation.many ? 0 : 1, velocityVar: f.relation.type, isParentField: true } : undefined,
      required: Boolean(f.required),
      searchable: true,
      sortOrder: i + 1,
      unique: false,
      values: f.values ?? null,
      variable: f.variable,
    };
  });
  return {
    baseType: t.baseType,
    clazz:
      t.baseType === "HTMLPAGE"
        ? "com.dotcms.contenttype.model.type.ImmutablePageContentType"
        : t.baseType === "WIDGET"
          ? "com.dotcms.contenttype.model.type.ImmutableWidgetContentType"
          : "com.dotcms.contenttype.model.type.ImmutableSimpleContentType",
    defaultType: false,
    description: t.description,
    fields,
    fixed: false,
    folder: "SYSTEM_FOLDER",
    folderPath: "/",
    host: SITE.identifier,
    iDate,
    icon: t.icon,
    id: t.id,
    layout: [
      {
        divider: { clazz: "com.dotcms.contenttype.model.field.ImmutableRowField", name: "fields-0", variable: "fields0" },
        columns: [
          {
            columnDivider: { clazz: "com.dotcms.contenttype.model.field.ImmutableColumnField", name: "fields-1", variable: "fields1" },
            fields,
          },
        ],
      },
    ],
    metadata: {},
    modDate: iDate,
    multilingualable: false,
    name: t.name,
    siteName: SITE.hostName,
    sortOrder: 0,
    system: false,
    systemActionMappings: {},
    variable: t.variable,
    versionable: true,
    workflows: [{ id: "d61a59e1-a49c-46f2-a929-db2b4bfa88b2", name: "System Workflow", archived: false, defaultScheme: true }],
  };
}
