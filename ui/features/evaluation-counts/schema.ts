// The counts response (API.md §5.1): parallel arrays, one entry per bucket. protobuf JSON omits
// empty repeated fields, so both default to [].
import * as v from 'valibot';

export const CountsSchema = v.looseObject({
  timestamps: v.optional(v.array(v.string()), []),
  values: v.optional(v.array(v.number()), []),
});
export type Counts = v.InferOutput<typeof CountsSchema>;
