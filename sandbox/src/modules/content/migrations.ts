// Content system tables. One contentlets row per version (inode): a contentlet that was published
// and then edited has a live row and a separate working row, as in dotCMS.
import type { Migration } from "../module";

export const contentMigrations: Migration[] = [
  {
    id: "content-001-types",
    sql: `CREATE TABLE content_types (
      id TEXT PRIMARY KEY,
      variable TEXT NOT NULL UNIQUE COLLATE NOCASE,
      definition TEXT NOT NULL
    )`,
  },
  {
    id: "content-002-contentlets",
    sql: `CREATE TABLE content_contentlets (
      inode TEXT PRIMARY KEY,
      identifier TEXT NOT NULL,
      language_id INTEGER NOT NULL DEFAULT 1,
      content_type TEXT NOT NULL,
      title TEXT NOT NULL,
      live INTEGER NOT NULL DEFAULT 0,
      working INTEGER NOT NULL DEFAULT 1,
      archived INTEGER NOT NULL DEFAULT 0,
      locked INTEGER NOT NULL DEFAULT 0,
      mod_date INTEGER NOT NULL,
      creation_date INTEGER NOT NULL,
      publish_date INTEGER,
      folder TEXT NOT NULL,
      host TEXT NOT NULL,
      url TEXT,
      sort_order INTEGER NOT NULL DEFAULT 0,
      owner TEXT NOT NULL,
      mod_user TEXT NOT NULL,
      fields TEXT NOT NULL
    );
    CREATE INDEX content_contentlets_identifier ON content_contentlets (identifier);
    CREATE INDEX content_contentlets_type ON content_contentlets (content_type);`,
  },
  {
    id: "content-003-assets",
    sql: `CREATE TABLE content_assets (
      id TEXT PRIMARY KEY,
      file_name TEXT NOT NULL,
      mime TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      mod_date INTEGER NOT NULL,
      data BLOB NOT NULL
    )`,
  },
  {
    id: "content-004-navigation",
    sql: `CREATE TABLE content_folders (
      path TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      show_on_menu INTEGER NOT NULL DEFAULT 1,
      sort_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE content_links (
      id TEXT PRIMARY KEY,
      folder TEXT NOT NULL,
      title TEXT NOT NULL,
      url TEXT NOT NULL,
      target TEXT NOT NULL DEFAULT '_self',
      sort_order INTEGER NOT NULL DEFAULT 0
    );`,
  },
  {
    id: "content-005-users",
    sql: `CREATE TABLE content_users (
      user_id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      password_sha256 TEXT NOT NULL,
      active INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE content_api_tokens (
      jti TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES content_users (user_id),
      label TEXT,
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0
    );`,
  },
];
