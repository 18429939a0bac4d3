// The entities the shared page pieces serve.

export type EntityKind = 'flag' | 'segment';
