// Constraint writes (SPEC §7 "Segments"). No React here. Constraints are read with their segment.
import { request } from '../../lib/http';
import { ConstraintSchema, segmentPath } from '../segments';
import type { ConstraintInput } from './form';

export const constraintsPath = (ns: string, segmentKey: string) => `${segmentPath(ns, segmentKey)}/constraints`;

/** `POST …/segments/{key}/constraints`. */
export const createConstraint = (ns: string, segmentKey: string, input: ConstraintInput) =>
  request(constraintsPath(ns, segmentKey), { method: 'POST', body: input, schema: ConstraintSchema });

/** `PUT …/segments/{key}/constraints/{id}`: every field is overwritten. */
export const updateConstraint = (ns: string, segmentKey: string, id: string, input: ConstraintInput) =>
  request(`${constraintsPath(ns, segmentKey)}/${id}`, { method: 'PUT', body: input, schema: ConstraintSchema });

/** `DELETE …/segments/{key}/constraints/{id}`. */
export const deleteConstraint = (ns: string, segmentKey: string, id: string) =>
  request(`${constraintsPath(ns, segmentKey)}/${id}`, { method: 'DELETE' });
