// Response shapes the entity schemas share (API.md §3). No React here.
import * as v from 'valibot';

/** A string the server may leave out, read as ''. */
export const OptionalStringSchema = v.optional(v.string(), '');

/** The fields of flags and segments alike. */
export const entityEntries = {
  key: v.string(),
  name: v.string(),
  description: OptionalStringSchema,
  createdAt: OptionalStringSchema,
  updatedAt: OptionalStringSchema,
};

/** The paging fields of a list answer: a token when more follow, and how many there are in all. */
export const listPageEntries = {
  nextPageToken: OptionalStringSchema,
  totalCount: v.optional(v.number()),
};
