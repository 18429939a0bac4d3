// The segment form's values and request body (SPEC §3–5). No React here.
import * as v from 'valibot';
import { KeySchema, OptionalTextSchema, RequiredSchema, validate, type FieldErrors } from '../../lib/forms';
import type { SegmentBody } from './api';
import type { Segment } from './schema';

export type SegmentFormValues = { name: string; key: string; description: string; matchType: string };

export const NEW_SEGMENT: SegmentFormValues = { name: '', key: '', description: '', matchType: 'ALL_MATCH_TYPE' };

/** The match types with the texts of SPEC §3. */
export const MATCH_TYPE_OPTIONS = [
  { id: 'ALL_MATCH_TYPE', label: 'All: All constraints must match' },
  { id: 'ANY_MATCH_TYPE', label: 'Any: At least one constraints must match' },
];

const SegmentFieldsSchema = v.object({ name: RequiredSchema, key: KeySchema, description: OptionalTextSchema });

export const segmentFormValues = ({ name, key, description, matchType }: Segment): SegmentFormValues => ({ name, key, description, matchType });

/** Client-side errors by field. */
export const checkSegment = (values: SegmentFormValues): FieldErrors => validate(SegmentFieldsSchema, values);

/** The create and update body. */
export const segmentBody = ({ key, name, description, matchType }: SegmentFormValues): SegmentBody => ({
  key: key.trim(),
  name: name.trim(),
  description: description.trim(),
  matchType,
});
