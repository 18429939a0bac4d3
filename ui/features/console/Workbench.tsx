// The console's form (flag, entity, context) and its results for one namespace.
import { useState, type FormEvent } from 'react';
import { Button, Form, IconButton, JsonEditor, Select, TextField, toast } from '../../design/components';
import { errorText } from '../../lib/http';
import { checkContext } from '../../lib/json';
import { useReference } from '../../stores/reference';
import { flagTypeLabel, type Flag } from '../flags';
import { postEvaluation, type EvaluationInput } from './api';
import { CommandHints } from './CommandHints';
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
  label: `${f.key} · ${f.name} · ${flagTypeLabel(f.type)}${f.type === 'VARIANT_FLAG_TYPE' && !f.enabled ? ' · disabled' : ''}`,
});

// checkContext has accepted the text: empty, or an object of strings.
const contextOf = (text: string): Record<string, string> => (text.trim() === '' ? {} : (JSON.parse(text) as Record<string, string>));

/** Evaluates on the server and, beside it, explains the same evaluation from the flag's data. */
export function Workbench({ ns, flags }: { ns: string; flags: Flag[] }) {
  const [flagKey, setFlagKey] = useState<string | null>(null);
  const [entityId, setEntityId] = useState(newEntityId);
  const [context, setContext] = useState('{}');
  const [run, setRun] = useState<Run | null>(null);
  const [pending, setPending] = useState(false);
  const reference = useReference((s) => s.ref);
  const flag = flags.find((f) => f.key === flagKey) ?? null;
  const loadExplanationData = useExplanationData(ns, flag);
  const input: EvaluationInput | null =
    flag && checkContext(context) === null
      ? { namespaceKey: ns, flagKey: flag.key, flagType: flag.type, entityId, context: contextOf(context), reference }
      : null;

  const evaluate = async (e: FormEvent) => {
    e.preventDefault();
    if (!input || pending) return;
    setPending(true);
    const [answer, mapped] = await Promise.all([
      postEvaluation(input).then((body) => ({ body }), (error: unknown) => ({ error: errorText(error) })),
      loadExplanationData().catch(() => null),
    ]);
    setPending(false);
    if ('error' in answer) toast.error(answer.error);
    const explanation = mapped && explain(mapped.flag, { flagKey: input.flagKey, entityId: input.entityId, context: input.context });
    setRun({ input, ...answer, explanation, missing: mapped?.missing ?? [] });
  };

  return (
    <div className={styles.columns}>
      <Panel title="Request">
        <Form onSubmit={(e) => void evaluate(e)}>
          <Select label="Flag" placeholder="Select a flag" options={flags.map(optionOf)} value={flagKey} onChange={setFlagKey} />
          <div className={styles.inline}>
            <TextField label="Entity ID" mono value={entityId} onChange={setEntityId} autoComplete="off" />
            <IconButton icon={RefreshIcon} label="Regenerate entity ID" onPress={() => setEntityId(newEntityId())} />
          </div>
          <JsonEditor label="Context" description="A JSON object of string values." rows={8} value={context} onChange={setContext} validate={checkContext} />
          <div className={styles.actions}>
            <Button type="submit" tone="primary" isDisabled={!input} isPending={pending}>
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
