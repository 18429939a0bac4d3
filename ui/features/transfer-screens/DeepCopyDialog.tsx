// Deep copy of flags to another namespace (issue 14 item 4): the flags with their variants, rules
// and distributions, rollouts and the segments they use. Choose the target, read the plan, copy,
// all or nothing (a stop puts back what was created); a copy that ran offers its Undo. The flag
// page opens it for one flag, the flags list's bulk action for the selected ones.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { Button, Dialog, FormError, Loader, KeyField, Select, useForm } from '../../design/components';
import { CopyTargetSchema } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { paths } from '../../lib/paths';
import { withKeySanitized } from '../../lib/slug';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { CopyPlanView } from './CopyPlanView';
import { useNamespaceState, useRefreshNamespace } from './hooks';
import { planCopies } from './plan-copies';
import { RunGate } from './RunGate';
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
      return { plan: planCopies(source.data, flagKeys, target.data, newKey), before: target.data };
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
  // The target and new key on the form engine; its save is the copy (RunGate's Copy submits).
  const form = useForm({ values: { target: others[0]?.key ?? '', key: '' }, schema: CopyTargetSchema, apply: withKeySanitized, save: () => copy(), submit: 'always' });
  const to = form.values.target || null;
  const { plan, before, error } = usePlan(from, flagKeys, to, form.values.key);
  const refresh = useRefreshNamespace();
  const [, navigate] = useLocation();
  const settledRun = () => void (to && refresh(to));
  const runner = usePlanRun(to, settledRun);
  const { state: { phase }, running } = runner;
  const copy = async () => {
    if (!plan || !to || !before) return;
    const items = [...plan.after.flags.map((f) => `flag ${f.key}`), ...plan.after.segments.map((s) => `segment ${s.key}`)];
    // The way to the copy: the flag itself, or the target's flags for several (issue 29.13).
    const copied = plan.after.flags.map((f) => f.key);
    const href = copied.length === 1 ? paths.flag(to, copied[0] as string) : paths.flags(to);
    const open = { label: copied.length === 1 ? 'Open copy' : 'Open flags', onPress: () => navigate(`~${href}`) };
    if (!(await runner.run(plan, { before, after: plan.after, items }, `Copied ${what(copied)} to ${to}`, [open])).failed) onOpenChange(false);
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
          {!settled && plan && (
            <RunGate runner={runner} label="Copy" plan={plan} nothing="Nothing to copy." onRun={() => void form.submit()} />
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p>Copy {what(flagKeys)} with variants, rules, distributions, rollouts and the segments they use to the namespace:</p>
        <Select label="Namespace" options={others.map((ns) => ({ id: ns.key, label: ns.name || ns.key }))} value={to} onChange={(key) => form.change('target')(key ?? '')} isDisabled={settled} />
        {flagKeys.length === 1 && (
          <KeyField label="New key" description={`Optional. Leave it empty to keep ${flagKeys[0]}.`} {...form.field('key')} isDisabled={settled} />
        )}
        {!to && <FormError>Copying needs a second namespace.</FormError>}
        {!settled && error && <FormError>{`The copy cannot be planned: ${error}`}</FormError>}
        {!settled && to && !plan && !error && <Loader label="Reading both namespaces" />}
        {!settled && plan && <CopyPlanView plan={plan} />}
        <RunStatus runner={runner} verb="Copying" />
      </div>
    </Dialog>
  );
}
