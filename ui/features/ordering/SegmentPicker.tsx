// The segments of a rule or segment rollout: one select per segment, rows added and removed with
// buttons, and the OR/AND operator once two or more are chosen.
import { Button, ComboBox, IconButton, Link, MinusIcon, PlusIcon, RadioGroup } from '../../design/components';
import { paths } from '../../lib/paths';
import { nameAndKey } from '../../lib/text';
import { useSegments, type Segment } from '../segments';
import { AND, OR, segmentChoice, type SegmentDraft } from './segments';
import * as styles from '../../design/recipes/ranked.css';

// Flipt's labels (UI-INVENTORY §2.10).
const OPERATORS = [
  { id: OR, label: 'OR (ANY Segment)' },
  { id: AND, label: 'AND (ALL Segments)' },
];

/** Props of SegmentPicker. */
export interface SegmentPickerProps {
  namespaceKey: string;
  /** Every segment of the namespace. */
  segments: readonly Segment[];
  draft: SegmentDraft;
  onChange: (draft: SegmentDraft) => void;
  error?: string | null;
  /**
   * Before each picker's id `segmentKey-<row>` (Flipt's; its chevron is `#segmentKey-0-select-button`):
   * none in a panel, one per card ("rule-2-") so that ids stay unique on the page.
   */
  idPrefix?: string;
  /** Read-only mode. */
  isDisabled?: boolean;
}

/** Segment rows and operator; links to New Segment when the namespace has none. */
export function SegmentPicker({ namespaceKey, segments, draft, onChange, error, idPrefix = '', isDisabled }: SegmentPickerProps) {
  const rows = draft.segments.length ? draft.segments : [''];
  const setRows = (next: string[]) => onChange({ ...draft, segments: next });
  // Opening a picker refetches the segments: one created elsewhere since the page loaded shows up.
  const { mutate } = useSegments(namespaceKey);
  if (!segments.length) {
    return (
      <p className={styles.muted}>
        This namespace has no segments yet. <Link href={paths.newSegment(namespaceKey)}>New Segment</Link>
      </p>
    );
  }
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>Segment</legend>
      {rows.map((key, i) => (
        <div key={i} className={styles.row}>
          <div className={styles.grow}>
            <ComboBox
              id={`${idPrefix}segmentKey-${i}`}
              ignoreOpeningScroll={!!idPrefix}
              label={`Segment ${i + 1}`}
              hideLabel
              placeholder="Select or search for a segment"
              emptyText="No segments match"
              onOpen={() => void mutate()}
              value={key || null}
              options={segments.filter((s) => s.key === key || !rows.includes(s.key)).map((s) => ({ id: s.key, label: nameAndKey(s) }))}
              onChange={(next) => setRows(rows.map((k, j) => (j === i ? next : k)))}
              isDisabled={isDisabled}
              isInvalid={!i && !!error}
              errorMessage={(!i && error) || undefined}
            />
          </div>
          {rows.length > 1 && <IconButton icon={MinusIcon} label={`Remove segment ${i + 1}`} isDisabled={isDisabled} onPress={() => setRows(rows.filter((_, j) => j !== i))} />}
        </div>
      ))}
      <div>
        <Button size="sm" tone="quiet" icon={PlusIcon} isDisabled={isDisabled || rows.length >= segments.length} onPress={() => setRows([...rows, ''])}>
          Add segment
        </Button>
      </div>
      {segmentChoice(draft).segmentKeys.length > 1 && (
        <RadioGroup label="Operator" orientation="horizontal" options={OPERATORS} isDisabled={isDisabled} value={draft.operator} onChange={(operator) => onChange({ ...draft, operator })} />
      )}
    </fieldset>
  );
}
