/**
 * Versioned schema migrations, applied in order inside one transaction each; `PRAGMA user_version`
 * records the last one applied. Never edit a released migration: append a new one.
 * Times are integer microseconds since the epoch (Flipt stores microsecond precision).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE namespaces (
    key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    protected INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    state_modified_at INTEGER
  );
  CREATE TABLE flags (
    namespace_key TEXT NOT NULL REFERENCES namespaces(key) ON DELETE CASCADE,
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    enabled INTEGER NOT NULL DEFAULT 0,
    type INTEGER NOT NULL DEFAULT 0,
    default_variant_id TEXT,
    metadata TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace_key, key)
  );
  CREATE TABLE variants (
    id TEXT PRIMARY KEY,
    namespace_key TEXT NOT NULL,
    flag_key TEXT NOT NULL,
    key TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    attachment TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (namespace_key, flag_key, key),
    FOREIGN KEY (namespace_key, flag_key) REFERENCES flags(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE segments (
    namespace_key TEXT NOT NULL REFERENCES namespaces(key) ON DELETE CASCADE,
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    match_type INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace_key, key)
  );
  CREATE TABLE constraints (
    id TEXT PRIMARY KEY,
    namespace_key TEXT NOT NULL,
    segment_key TEXT NOT NULL,
    type INTEGER NOT NULL,
    property TEXT NOT NULL,
    operator TEXT NOT NULL,
    value TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    FOREIGN KEY (namespace_key, segment_key) REFERENCES segments(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE rules (
    id TEXT PRIMARY KEY,
    namespace_key TEXT NOT NULL,
    flag_key TEXT NOT NULL,
    rank INTEGER NOT NULL,
    segment_operator INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    FOREIGN KEY (namespace_key, flag_key) REFERENCES flags(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE rule_segments (
    rule_id TEXT NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
    namespace_key TEXT NOT NULL,
    segment_key TEXT NOT NULL,
    position INTEGER NOT NULL,
    UNIQUE (rule_id, segment_key),
    FOREIGN KEY (namespace_key, segment_key) REFERENCES segments(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE distributions (
    id TEXT PRIMARY KEY,
    rule_id TEXT NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
    variant_id TEXT NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
    rollout REAL NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE rollouts (
    id TEXT PRIMARY KEY,
    namespace_key TEXT NOT NULL,
    flag_key TEXT NOT NULL,
    rank INTEGER NOT NULL,
    type INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    threshold_percentage REAL,
    value INTEGER NOT NULL DEFAULT 0,
    segment_operator INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    FOREIGN KEY (namespace_key, flag_key) REFERENCES flags(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE rollout_segments (
    rollout_id TEXT NOT NULL REFERENCES rollouts(id) ON DELETE CASCADE,
    namespace_key TEXT NOT NULL,
    segment_key TEXT NOT NULL,
    position INTEGER NOT NULL,
    UNIQUE (rollout_id, segment_key),
    FOREIGN KEY (namespace_key, segment_key) REFERENCES segments(namespace_key, key) ON DELETE CASCADE
  );
  CREATE TABLE evaluation_counts (
    namespace_key TEXT NOT NULL,
    flag_key TEXT NOT NULL,
    minute INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (namespace_key, flag_key, minute)
  );
  CREATE INDEX flags_by_created ON flags(namespace_key, created_at);
  CREATE INDEX segments_by_created ON segments(namespace_key, created_at);
  CREATE INDEX variants_by_flag ON variants(namespace_key, flag_key, created_at);
  CREATE INDEX constraints_by_segment ON constraints(namespace_key, segment_key, created_at);
  CREATE INDEX rules_by_flag ON rules(namespace_key, flag_key, rank);
  CREATE INDEX rollouts_by_flag ON rollouts(namespace_key, flag_key, rank);
  CREATE INDEX distributions_by_rule ON distributions(rule_id, created_at);
  CREATE INDEX distributions_by_variant ON distributions(variant_id);
  CREATE INDEX rule_segments_by_segment ON rule_segments(namespace_key, segment_key);
  CREATE INDEX rollout_segments_by_segment ON rollout_segments(namespace_key, segment_key);
  INSERT INTO namespaces (key, name, description, protected, created_at, updated_at)
    VALUES ('default', 'Default', 'Default namespace', 1, CAST(unixepoch('subsec') * 1000000 AS INTEGER),
            CAST(unixepoch('subsec') * 1000000 AS INTEGER));
  `,
  // Authentications (API.md §2.8): only a SHA-256 hash of each client token is kept.
  `
  CREATE TABLE authentications (
    id TEXT PRIMARY KEY,
    hashed_client_token TEXT NOT NULL UNIQUE,
    method INTEGER NOT NULL,
    metadata TEXT NOT NULL DEFAULT '{}',
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX authentications_by_created ON authentications(created_at);
  `,
];
