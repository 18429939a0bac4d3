// The console's form (flag key, entity ID, request context: Flipt's labels) and its results for one namespace.
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Button, ComboBox, Form, IconButton, JsonEditor, TextField, toast, useForm } from '../../design/components';
import { errorText } from '../../lib/http';
import { ContextSchema, parseJson } from '../../lib/json';
import { useReference } from '../../stores/reference';
import { flagTypeLabel, useFlags, type Flag } from '../flags';
import { postEvaluation, type EvaluationInput } from './api';
import { CommandHints } from './CommandHints';
import { CopyMenu } from './CopyMenu';
import { newEntityId } from './entityId';
import { explain } from './explain';
import { ExplanationPanel } from './ExplanationPanel';
import { useExplanationData } from './hooks';
import { Panel } from './Panel';
import { RefreshIcon } from './RefreshIcon';
import { ResponsePanel, type Run } from './ResponsePanel';
import * as styles from './Console.css';

const optionOf = (f: Flag) => ({
  id: f.key,
  // Flipt's option: the key, then "{name} | {type}".
  label: `${f.key} · ${f.name} | ${flagTypeLabel(f.type)}${f.type === 'VARIANT_FLAG_TYPE' && !f.enabled ? ' · disabled' : ''}`,
});

/** The request's rules (SPEC §5): a flag chosen, and a context that is an object of strings. */
const RequestSchema = v.object({
  flagKey: v.pipe(v.string(), v.nonEmpty('Choose a flag')),
  entityId: v.string(),
  context: v.pipe(
    ContextSchema,
    // Accepted: empty, or an object of strings.
    // The check's parse, kept for the same text (lib/json): a 1 MB context is parsed once.
    v.transform((text) => (text.trim() === '' ? {} : ((parseJson(text) as { value: Record<string, string> }).value))),
  ),
});

/** Evaluates on the server and, beside it, explains the same evaluation from the flag's data. */
export function Workbench({ ns, flags }: { ns: string; flags: Flag[] }) {
  const [start] = useState(() => ({ flagKey: '', entityId: newEntityId(), context: '{}' }));
  const [run, setRun] = useState<Run | null>(null);
  const reference = useReference((s) => s.ref);
  const refreshFlags = useFlags(ns).mutate;
  // The values stay after a run (the engine keeps them), so the same request can be sent again or
  // changed a little; its edits are scratch, so leaving does not ask.
  const form = useForm({ values: start, schema: RequestSchema, save: () => evaluate() });
  // A result shown under a request that is no longer valid would read as its answer (issue 29.5).
  useEffect(() => {
    if (!form.valid) setRun(null);
  }, [form.valid]);
  const flag = flags.find((f) => f.key === form.values.flagKey) ?? null;
  const loadExplanationData = useExplanationData(ns, flag);
  const { entityId, context } = form.output ?? {};
  // One input while the request stays the same: its commands are written once, not per render.
  const input = useMemo<EvaluationInput | null>(
    () => (flag && entityId !== undefined && context ? { namespaceKey: ns, flagKey: flag.key, flagType: flag.type, entityId, context, reference } : null),
    [ns, flag, entityId, context, reference],
  );

  async function evaluate() {
    if (!input) return;
    const [answer, mapped] = await Promise.all([
      postEvaluation(input).then((body) => ({ body }), (error: unknown) => ({ error: errorText(error) })),
      loadExplanationData().catch(() => null),
    ]);
    if ('error' in answer) toast.error(answer.error);
    const explanation = mapped && explain(mapped.flag, { flagKey: input.flagKey, entityId: input.entityId, context: input.context });
    setRun({ input, ...answer, explanation, missing: mapped?.missing ?? [] });
  }

  return (
    <div className={styles.columns}>
      <Panel title="Request">
        <Form onSubmit={(e) => void form.submit(e)}>
          <ComboBox
            label="Flag Key"
            placeholder="Select or search for a flag"
            emptyText="No flags match"
            onOpen={() => void refreshFlags()}
            options={flags.map(optionOf)}
            value={form.values.flagKey || null}
            onChange={form.change('flagKey')}
          />
          <div className={styles.inline}>
            <TextField label="Entity ID" mono autoComplete="off" {...form.field('entityId')} />
            <IconButton icon={RefreshIcon} label="New Entity ID" onPress={() => form.change('entityId')(newEntityId())} />
          </div>
          <JsonEditor label="Request Context" description="A JSON object of string values." rows={8} {...form.field('context')} />
          <div className={styles.actions}>
            <CopyMenu input={input} />
            <Button type="submit" tone="primary" isDisabled={!form.canSubmit} isPending={form.pending}>
              Evaluate
            </Button>
          </div>
        </Form>
        {input && <CommandHints input={input} />}
      </Panel>
      <div className={styles.page}>
        <ResponsePanel run={run} />
        {run && <ExplanationPanel run={run} />}
      </div>
    </div>
  );
}
