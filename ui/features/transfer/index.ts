// Export, import and deep copy of flags in Flipt's declarative format (features.yml, version
// 1.4): the pure logic the transfer screens wire up. Other code imports only from here.
export type * from './model';
export type * from './spec';
export { flagSpec, namespaceSpec, segmentSpec, segmentsUsedBy } from './spec';
export { DOCUMENT_VERSION, documentOf, exportNamespace } from './document';
export { parseDocuments, readDocument, readDocuments, type ReadDocument, type Refusal } from './read';
export { countActions, planImport, type ImportPlan, type ItemAction, type PlanItem } from './plan';
export { callOf, displayPath, Ref, type ApiCall, type Creation, type Method, type Step } from './steps';
export { planCopy, type CopyItem, type CopyPlan } from './copy';
export { executePlan, undoPlan, type DoneStep, type Execution, type Progress, type Send, type UndoPlan } from './execute';
export { isDeepStrictEqualJson } from './equal';
export { rolloutSignature } from './flag-diff';
export { normalConstraint, type ServerOffers } from './constraints';
export { diffSegment as segmentDiff } from './segment-diff';
export { constraintLabel } from './create-steps';
export { YamlSyntaxError } from './yaml/cursor';
export { parseYaml, parseYamlStream } from './yaml/parse';
export { stringifyYaml, type YamlValue } from './yaml/write';
