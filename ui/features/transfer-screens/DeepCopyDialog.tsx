// Deep copy of flags to another namespace (issue 14 item 4): the flags with their variants, rules
// and distributions, rollouts and the segments they use. Choose the target, read the plan, copy;
// progress while it runs, and on a stop what was created with the offer to remove it. The flag
// page opens it for one flag, the flags list's bulk action for the selected ones.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Dialog, FormError, Loader, KeyField, Select, toast } from '../../design/components';
import { errorText } from '../../lib/http';
import { paths } from '../../lib/paths';
import { sanitizeKey } from '../../lib/slug';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { CopyPlanView } from './CopyPlanView';
import { useNamespaceState, useRefreshNamespace } from './hooks';
import { planCopies } from './plan-copies';
import { RunStatus } from './RunStatus';
import { usePlanRun } from './usePlanRun';
import * as styles from './transfer.css';

/** Props of DeepCopyDialog. Mount it to open it. */
export interface DeepCopyDialogProps {
  /** The flags to copy, from the current namespace (or `namespaceKey`). */
  flagKeys: readonly string[];
  onOpenChange: (isOpen: boolean) => void;
  /** The source namespace; the current one by default. */
  namespaceKey?: string;
}

const what = (keys: readonly string[]) => (keys.length === 1 ? `the flag ${keys[0]}` : `${keys.length} flags`);

/** The plan for the chosen target, or its loading or failure. */
function usePlan(from: string, flagKeys: readonly string[], to: string | null, newKey: string) {
  const source = useNamespaceState(from, flagKeys);
  const target = useNamespaceState(to, []);
  return useMemo(() => {
    const error = source.error ?? target.error;
    if (error) return { error: errorText(error) };
    if (!source.data || !target.data) return {};
    try {
      return { plan: planCopies(source.data, flagKeys, target.data, newKey) };
    } catch (err) {
      return { error: errorText(err) };
    }
  }, [source.data, source.error, target.data, target.error, flagKeys, newKey]);
}

/** The deep copy dialog. */
export function DeepCopyDialog({ flagKeys, onOpenChange, namespaceKey }: DeepCopyDialogProps) {
  const current = useNamespaceKey();
  const from = namespaceKey ?? current;
  const others = (useNamespaces().data?.namespaces ?? []).filter((ns) => ns.key !== from);
  const [chosen, setChosen] = useState<string | null>(null);
  const [newKey, setNewKey] = useState('');
  const to = chosen ?? others[0]?.key ?? null;
  const { plan, error } = usePlan(from, flagKeys, to, newKey);
  const refresh = useRefreshNamespace();
  const [, navigate] = useLocation();
  const runner = usePlanRun(() => void (to && refresh(to)));
  const { phase } = runner.state;
  const running = phase === 'running' || phase === 'undoing';
  const copy = async () => {
    if (!plan || !to) return;
    const execution = await runner.run(plan.steps);
    if (execution.failed) return;
    // The way to the copy: the flag itself, or the target's flags for several (issue 29.13).
    const single = flagKeys.length === 1 ? newKey || flagKeys[0]! : null;
    const href = single ? paths.flag(to, single) : paths.flags(to);
    toast.success(`Copied ${what(flagKeys)} to ${to}`, { label: single ? 'Open copy' : 'Open flags', onPress: () => navigate(`~${href}`) });
    onOpenChange(false);
  };
  const close = (isOpen: boolean) => !isOpen && !running && onOpenChange(false);
  const settled = phase !== 'idle';
  return (
    <Dialog
      title={flagKeys.length === 1 ? 'Deep Copy Flag' : 'Deep Copy Flags'}
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={close}
      footer={
        <>
          <Button onPress={() => close(false)} isDisabled={running}>
            {settled ? 'Close' : 'Cancel'}
          </Button>
          {!settled && (
            <Button tone="primary" onPress={() => void copy()} isDisabled={!plan || plan.refused || !plan.steps.length}>
              Copy
            </Button>
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p>Copy {what(flagKeys)} with variants, rules, distributions, rollouts and the segments they use to the namespace:</p>
        <Select label="Namespace" options={others.map((ns) => ({ id: ns.key, label: ns.name || ns.key }))} value={to} onChange={setChosen} isDisabled={settled} />
        {flagKeys.length === 1 && (
          <KeyField label="New key" description={`Optional. Leave it empty to keep ${flagKeys[0]}.`} value={newKey} isDisabled={settled} onChange={(value) => setNewKey(sanitizeKey(value))} />
        )}
        {!to && <FormError>Copying needs a second namespace.</FormError>}
        {!settled && error && <FormError>{`The copy cannot be planned: ${error}`}</FormError>}
        {!settled && to && !plan && !error && <Loader label="Reading both namespaces" />}
        {!settled && plan && <CopyPlanView plan={plan} />}
        <RunStatus state={runner.state} verb="Copying" onUndo={(undo) => void runner.undo(undo)} />
      </div>
    </Dialog>
  );
}
