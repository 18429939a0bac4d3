// Export, import and deep copy of flags in Flipt's declarative format (features.yml, version
// 1.4): the pure logic the transfer screens wire up. Other code imports only from here.
export type * from './model';
export type * from './spec';
export { flagSpec, namespaceSpec, retargets, segmentSpec, segmentsUsedBy, usersOf } from './spec';
export { DOCUMENT_VERSION, documentOf, exportNamespace } from './document';
export { parseDocuments, readDocument, readDocuments, type ReadDocument, type Refusal } from './read';
export { changeOf, countActions, planImport, type Change, type ImportPlan, type ItemAction, type PlanItem } from './plan';
export { callOf, displayPath, Ref, type ApiCall, type Method, type Step } from './steps';
export { planCopy, type CopyItem, type CopyPlan } from './copy';
export { executePlan, touchedBy, type DoneStep, type Execution, type Progress, type Send } from './execute';
export { putBack, runAllOrNothing, undoChange, type PutBack, type Read, type RunIo } from './put-back';
export { isDeepStrictEqualJson } from './equal';
export { rolloutSignature, ruleSignature } from './flag-diff';
export { distributionChanges, distributionsText, rolloutText, ruleText, segmentsText } from './words';
export { EVERY_OPERATOR, normalConstraint, type ServerOffers } from './constraints';
export { diffSegment as segmentDiff } from './segment-diff';
export { constraintLabel } from './create-steps';
export { YamlSyntaxError } from './yaml/cursor';
export { parseYaml, parseYamlStream } from './yaml/parse';
export { stringifyYaml, type YamlValue } from './yaml/write';
