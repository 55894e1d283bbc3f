// Binary assets (images) behind binary fields, and the DotBinary / REST shapes that point at them.
import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import { shorty, timestampString } from "./ids";
import type { Asset, BinaryRef, Contentlet } from "./model";

interface AssetRow {
  id: string;
  file_name: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  mod_date: number;
}

export class AssetStore {
  private meta = new Map<string, Asset>();

  constructor(private readonly db: Database) {}

  insert(id: string, fileName: string, mime: string, width: number, height: number, data: Buffer, modDate: number): Asset {
    const sha256 = createHash("sha256").update(data).digest("hex");
    this.db
      .prepare(
        "INSERT OR REPLACE INTO content_assets (id, file_name, mime, width, height, size, sha256, mod_date, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(id, fileName, mime, width, height, data.length, sha256, modDate, data);
    const asset: Asset = { id, fileName, mime, width, height, size: data.length, sha256, modDate };
    this.meta.set(id, asset);
    return asset;
  }

  get(id: string): Asset | undefined {
    const cached = this.meta.get(id);
    if (cached) return cached;
    const r = this.db
      .prepare("SELECT id, file_name, mime, width, height, size, sha256, mod_date FROM content_assets WHERE id = ?")
      .get(id) as AssetRow | undefined;
    if (!r) return undefined;
    const asset: Asset = {
      id: r.id,
      fileName: r.file_name,
      mime: r.mime,
      width: r.width,
      height: r.height,
      size: r.size,
      sha256: r.sha256,
      modDate: r.mod_date,
    };
    this.meta.set(id, asset);
    return asset;
  }

  data(id: string): Buffer | undefined {
    const r = this.db.prepare("SELECT data FROM content_assets WHERE id = ?").get(id) as { data: Buffer } | undefined;
    return r?.data;
  }
}

export const isBinaryRef = (v: unknown): v is BinaryRef =>
  typeof v === "object" && v !== null && typeof (v as BinaryRef).assetId === "string" && typeof (v as BinaryRef).fileName === "string";

/** `/dA/<shorty id>/<field>/<file>`: the path the site joins to the content base URL (reference §1.5). */
export const idPath = (c: Contentlet, field: string, ref: BinaryRef): string => `/dA/${shorty(c.identifier)}/${field}/${ref.fileName}`;
export const versionPath = (c: Contentlet, field: string, ref: BinaryRef): string => `/dA/${shorty(c.inode)}/${field}/${ref.fileName}`;

/** GraphQL DotBinary. */
export function dotBinary(c: Contentlet, field: string, ref: BinaryRef, asset: Asset | undefined) {
  return {
    versionPath: versionPath(c, field, ref),
    idPath: `${idPath(c, field, ref)}?language_id=${c.languageId}`,
    path: `/contentAsset/raw-data/${c.identifier}/${field}`,
    sha256: asset?.sha256 ?? null,
    name: ref.fileName,
    title: ref.fileName,
    size: asset?.size ?? null,
    mime: asset?.mime ?? null,
    isImage: asset ? asset.mime.startsWith("image/") : null,
    width: asset?.width ?? null,
    height: asset?.height ?? null,
    modDate: timestampString(asset?.modDate ?? null),
    focalPoint: "0.0,0.0",
  };
}

/** REST metadata map (`<field>MetaData`). */
export function restMetaData(ref: BinaryRef, asset: Asset | undefined) {
  return {
    name: ref.fileName,
    title: ref.fileName,
    contentType: asset?.mime ?? "application/octet-stream",
    fileSize: asset?.size ?? 0,
    length: asset?.size ?? 0,
    width: asset?.width ?? 0,
    height: asset?.height ?? 0,
    isImage: asset ? asset.mime.startsWith("image/") : false,
    sha256: asset?.sha256 ?? "",
    modDate: asset?.modDate ?? 0,
  };
}
