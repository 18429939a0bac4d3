// What the rules and rollouts tabs share: the sortable list of cards, their summaries, the segment
// picker, the quick-edit form and the writes of a ranked list.
export { QUICK_FORM, QuickEditForm, RANKED_FORM } from './QuickEditForm';
export { Facts, PercentBars, SegmentList } from './Facts';
export { useRankedWrites, type RankedList } from './hooks';
export { useKept } from './kept';
export { parsePercent, percentsError, percentTotal } from '../../lib/validation/percent';
export { DefaultCard, RankedCard } from './RankedCard';
export { nextRank } from './reorder';
export { SegmentPicker } from './SegmentPicker';
export { AND, OR, segmentChoice, hasSegments, NO_SEGMENT, segmentDraftEntries, segmentKeysOf, segmentRefEntries, segmentsError, showOperator, type SegmentDraft } from './segments';
export { SortableList } from './SortableList';
export { orderHint, TabLoading } from './TabParts';
