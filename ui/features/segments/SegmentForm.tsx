// The segment form, create and edit (SPEC §4, UI-INVENTORY §2.13): the key follows the name until
// edited and is locked once created; creating opens the new segment.
import * as v from 'valibot';
import { RadioGroup, TextArea } from '../../design/components';
import { paths } from '../../lib/paths';
import { useReadFresh } from '../../lib/swr';
import { EntityForm, entityFormEntries, useEntityForm } from '../entity';
import { fetchSegment, segmentKeys, type SegmentBody } from './api';
import { useSegmentWrites } from './hooks';
import type { Segment } from './schema';
import { matchTypeLabel } from './segments-list';

/** The match types with the texts of SPEC §3. */
const MATCH_TYPE_OPTIONS = [
  { id: 'ALL_MATCH_TYPE', label: 'All: All constraints must match' },
  { id: 'ANY_MATCH_TYPE', label: 'Any: At least one constraint must match' },
];

/** The form's rules (SPEC §5); its output is the create and update body. */
const SegmentFormSchema = v.object({ ...entityFormEntries, matchType: v.string() });

const NEW_SEGMENT: SegmentBody = { name: '', key: '', description: '', matchType: 'ALL_MATCH_TYPE' };

const segmentValues = ({ name, key, description, matchType }: Segment): SegmentBody => ({ name, key, description, matchType });

/** The segment's fields with Create or Update; without a segment it creates one. */
export function SegmentForm({ namespaceKey, segment }: { namespaceKey: string; segment?: Segment }) {
  const { create, update } = useSegmentWrites(namespaceKey);
  const read = useReadFresh();
  const form = useEntityForm({
    kind: 'segment',
    isNew: !segment,
    base: segment ? segmentValues(segment) : NEW_SEGMENT,
    schema: SegmentFormSchema,
    // The segment as it is now, for the conflict guard (issue 26).
    current: segment && {
      what: `segment ${segment.key}`,
      show: (field, value) => (field === 'matchType' ? matchTypeLabel(value as string) : value),
      read: async () => {
        const now = await read(segmentKeys.detail(namespaceKey, segment.key), fetchSegment);
        return now && { values: segmentValues(now), source: now };
      },
    },
    save: (values) => (segment ? update(segment.key, values) : create(values)),
    hrefOf: (key) => paths.segment(namespaceKey, key),
  });
  return (
    <EntityForm form={form} cancelHref={paths.segments(namespaceKey)}>
      <RadioGroup label="Match Type" options={MATCH_TYPE_OPTIONS} value={form.values.matchType} isDisabled={form.readOnly} onChange={form.change('matchType')} />
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
    </EntityForm>
  );
}
