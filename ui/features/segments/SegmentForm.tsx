// The segment form, create and edit (SPEC §4, UI-INVENTORY §2.13): the key follows the name until
// edited and is locked once created; creating opens the new segment.
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { Form, RadioGroup, TextArea, TextField } from '../../design/components';
import { FormActions, KeyField, READ_ONLY } from '../entity/EntityFormParts';
import { useEntityForm } from '../entity/useEntityForm';
import { checkSegment, MATCH_TYPE_OPTIONS, NEW_SEGMENT, segmentBody, segmentFormValues, type SegmentFormValues } from './form';
import { useSegmentWrites } from './hooks';
import type { Segment } from './schema';

/** Props of SegmentForm: without a segment it creates one. */
export interface SegmentFormProps {
  namespaceKey: string;
  segment?: Segment;
}

function useSegmentForm({ namespaceKey, segment }: SegmentFormProps) {
  const [, navigate] = useLocation();
  const { create, update } = useSegmentWrites(namespaceKey);
  return useEntityForm({
    base: segment ? segmentFormValues(segment) : NEW_SEGMENT,
    isNew: !segment,
    check: checkSegment,
    save: (values: SegmentFormValues) => (segment ? update(segment.key, segmentBody(values)) : create(segmentBody(values))),
    savedText: segment ? 'Successfully updated segment' : 'Successfully created segment',
    onSaved: (saved) => !segment && navigate(`~${paths.segment(namespaceKey, saved.key)}`),
  });
}

/** The segment's fields with Create or Update. */
export function SegmentForm(props: SegmentFormProps) {
  const { segment } = props;
  const form = useSegmentForm(props);
  return (
    <Form validationBehavior="aria" aria-label={segment ? 'Segment' : 'New segment'} title={form.readOnly ? READ_ONLY : undefined} onSubmit={(e) => void form.submit(e)}>
      <TextField label="Name" isRequired autoFocus={!segment} {...form.field('name')} />
      <KeyField form={form} isNew={!segment} />
      <RadioGroup
        label="Match Type"
        options={MATCH_TYPE_OPTIONS}
        value={form.values.matchType}
        isDisabled={form.readOnly}
        onChange={(matchType) => form.set('matchType', { matchType })}
      />
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
      <FormActions form={form} isNew={!segment} cancelHref={paths.segments(props.namespaceKey)} />
    </Form>
  );
}
