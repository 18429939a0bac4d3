// What the Name field says of a very long name (issue 29.4). Flipt itself limits no name's length
// (its validation only refuses an empty one), and on SQLite, as here, a name of any length is
// kept; on PostgreSQL and MySQL its column is VARCHAR(255), so a longer name is refused there.
// No React here.

/** From this length the field says how long the name is. */
export const LONG_NAME = 100;

/** Flipt's name column on PostgreSQL and MySQL. */
const SQL_NAME_LIMIT = 255;

/** "312 characters: …" for a very long name, else undefined. */
export function nameLengthNote(name: string): string | undefined {
  const length = [...name].length;
  if (length < LONG_NAME) return undefined;
  const note = `${length.toLocaleString('en-US')} characters: lists and headings show the start of it.`;
  return length > SQL_NAME_LIMIT ? `${note} Flipt on PostgreSQL or MySQL refuses names over ${SQL_NAME_LIMIT} characters.` : note;
}
