// Document upload (prefix /document-upload; docs/checkout-contract.md "Document upload"; SPEC §3 upload document types
// CI and RegistrationCertificate, §8 DOCUMENT UPLOAD). The file travels as a TMF Attachment with base64 content, or as
// the raw body with its content type. The checks are real: the bytes must be a JPEG, PNG or PDF (400108), complete
// and readable (400109), at most 5 MB (413001). Stored per owner (the cart's owner key) and type; a new upload of a
// type replaces the previous one. Checkout of a business one-time-code customer needs both (400114).
import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { stmt } from "../../db";
import type { Migration, SandboxContext, SandboxModule } from "../module";
import { documentErrors } from "./errors";
import { requestOwner } from "./owner";

export const DOCUMENT_PREFIX = "/document-upload";
export const DOCUMENT_TYPES = ["CI", "RegistrationCertificate"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Request bodies up to this size reach the checks (base64 of 5 MB is ≈ 6.7 MB); a larger body is 413001 as well. */
const BODY_LIMIT = 16 * 1024 * 1024;

export const DOCUMENT_MIGRATIONS: Migration[] = [
  {
    id: "documents-001-documents",
    sql: `
      CREATE TABLE documents_documents (
        id            TEXT PRIMARY KEY,
        owner         TEXT NOT NULL,
        document_type TEXT NOT NULL,
        file_name     TEXT NOT NULL,
        mime_type     TEXT NOT NULL,
        size          INTEGER NOT NULL,
        sha256        TEXT NOT NULL,
        content       BLOB NOT NULL,
        created_at    INTEGER NOT NULL,
        UNIQUE (owner, document_type)
      );
    `,
  },
];

type Detected = "image/jpeg" | "image/png" | "application/pdf";

const startsWith = (b: Buffer, bytes: number[]) => bytes.every((x, i) => b[i] === x);

/** What the bytes are (by signature), or null. */
export function detectType(b: Buffer): Detected | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (b.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}

/** Why a file of a known type cannot be read (truncated, encrypted), or null when it is whole. */
export function unreadableReason(b: Buffer, type: Detected): string | null {
  if (type === "image/jpeg") {
    return b.length >= 4 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9 ? null : "imaginea JPEG este incompletă";
  }
  if (type === "image/png") {
    const ihdr = b.subarray(12, 16).toString("latin1") === "IHDR";
    const iend = b.subarray(b.length - 8, b.length - 4).toString("latin1") === "IEND";
    return ihdr && iend ? null : "imaginea PNG este incompletă";
  }
  const tail = b.subarray(Math.max(0, b.length - 1024)).toString("latin1");
  if (!tail.includes("%%EOF")) return "fișierul PDF este incomplet";
  if (/\/Encrypt\b/.test(b.toString("latin1"))) return "fișierul PDF este protejat cu parolă";
  return null;
}

const ALIASES: Record<string, Detected> = {
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
  "application/pdf": "application/pdf",
};

/** The checks, in order: size, format (signature, and the declared type must agree), readability. */
export function checkDocument(content: Buffer, declaredMime: string | undefined): Detected {
  if (content.length > MAX_DOCUMENT_BYTES) throw documentErrors.tooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024);
  if (content.length === 0) throw documentErrors.unreadable("fișierul este gol");
  const detected = detectType(content);
  if (!detected) throw documentErrors.wrongFormat("conținutul nu este JPG, PNG sau PDF");
  const declared = declaredMime?.split(";")[0].trim().toLowerCase();
  if (declared && declared !== "application/octet-stream" && ALIASES[declared] !== detected) {
    throw documentErrors.wrongFormat(`declarat ${declared}, dar fișierul este ${detected}`);
  }
  const why = unreadableReason(content, detected);
  if (why) throw documentErrors.unreadable(why);
  return detected;
}

const JsonBody = z.object({
  documentType: z.string().max(100),
  attachment: z.object({
    name: z.string().min(1).max(200),
    mimeType: z.string().max(100).optional(),
    content: z.string(),
  }),
});
const RawQuery = z.object({ documentType: z.string().max(100), fileName: z.string().min(1).max(200).optional() });

interface DocumentRow {
  id: string;
  owner: string;
  document_type: DocumentType;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  created_at: number;
}

const view = (r: DocumentRow) => ({
  "@type": "Document",
  id: r.id,
  href: `${DOCUMENT_PREFIX}/document/${r.id}`,
  documentType: r.document_type,
  attachment: { name: r.file_name, mimeType: r.mime_type, size: { amount: r.size, units: "bytes" } },
  sha256: r.sha256,
  creationDate: new Date(r.created_at).toISOString(),
});

export function documentsOf(ctx: SandboxContext, owner: string): DocumentRow[] {
  return stmt(
    ctx.db,
    "SELECT id, owner, document_type, file_name, mime_type, size, sha256, created_at FROM documents_documents WHERE owner = ? ORDER BY document_type",
  ).all(owner) as DocumentRow[];
}

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

function readUpload(request: FastifyRequest): { type: string; name: string; mime: string | undefined; content: Buffer } {
  // A raw text file arrives as a string (Fastify's own text/plain parser): its bytes are checked like any other.
  const raw = Buffer.isBuffer(request.body) ? request.body : typeof request.body === "string" ? Buffer.from(request.body, "utf8") : null;
  if (raw) {
    const q = RawQuery.safeParse(request.query);
    if (!q.success) throw documentErrors.badType("lipsă");
    return { type: q.data.documentType, name: q.data.fileName ?? "document", mime: request.headers["content-type"], content: raw };
  }
  const b = JsonBody.safeParse(request.body ?? {});
  if (!b.success) {
    const typeOk = typeof (request.body as { documentType?: unknown } | undefined)?.documentType === "string";
    throw typeOk ? documentErrors.unreadable("fișierul lipsește din cerere") : documentErrors.badType("lipsă");
  }
  // data: URLs are accepted as they come from FileReader.readAsDataURL.
  const encoded = b.data.attachment.content.replace(/^data:[^,]*;base64,/, "");
  if (!BASE64.test(encoded)) throw documentErrors.unreadable("conținutul nu este base64");
  return {
    type: b.data.documentType,
    name: b.data.attachment.name,
    mime: b.data.attachment.mimeType,
    content: Buffer.from(encoded, "base64"),
  };
}

function registerDocumentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Raw uploads: the file as the body with its own content type (fetch(url, {body: file})). JSON stays JSON.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
  // A body above the route's limit is the catalogue's "too large" too, not Fastify's own 413.
  app.setErrorHandler((err: { code?: string }, _request, _reply) => {
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw documentErrors.tooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024);
    throw err;
  });

  app.post("/document", { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const owner = requestOwner(request);
    const upload = readUpload(request);
    if (!(DOCUMENT_TYPES as readonly string[]).includes(upload.type)) throw documentErrors.badType(upload.type);
    const mime = checkDocument(upload.content, upload.mime);
    const id = `doc-${randomUUID()}`;
    ctx.db.transaction(() => {
      stmt(ctx.db, "DELETE FROM documents_documents WHERE owner = ? AND document_type = ?").run(owner.key, upload.type);
      stmt(
        ctx.db,
        `INSERT INTO documents_documents (id, owner, document_type, file_name, mime_type, size, sha256, content, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        owner.key,
        upload.type,
        upload.name,
        mime,
        upload.content.length,
        createHash("sha256").update(upload.content).digest("hex"),
        upload.content,
        ctx.now(),
      );
    })();
    const row = documentsOf(ctx, owner.key).find((d) => d.id === id) as DocumentRow;
    return reply.code(201).send(view(row));
  });

  app.get("/document", async (request) => {
    const owner = requestOwner(request);
    return documentsOf(ctx, owner.key).map(view);
  });

  app.delete<{ Params: { id: string } }>("/document/:id", async (request, reply) => {
    const owner = requestOwner(request);
    const gone = stmt(ctx.db, "DELETE FROM documents_documents WHERE id = ? AND owner = ?").run(request.params.id, owner.key);
    if (gone.changes === 0) throw documentErrors.notFound(request.params.id);
    return reply.code(204).send();
  });
}

export const documentsModule: SandboxModule = {
  name: "documents",
  prefix: DOCUMENT_PREFIX,
  migrations: DOCUMENT_MIGRATIONS,
  register: (app, ctx) => registerDocumentRoutes(app, ctx),
};
