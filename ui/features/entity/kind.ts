// The entities the shared page pieces serve, and how their names read in titles.

export type EntityKind = 'flag' | 'segment';

/** 'flag' → 'Flag', for dialog titles. */
export const titleOf = (kind: EntityKind) => (kind === 'flag' ? 'Flag' : 'Segment');
