// The Console (UI-INVENTORY §2.14): evaluate a flag of the current namespace for an entity and a
// context, see the server's answer, and an explanation of it computed in the browser.
import { paths } from '../../app/paths';
import { EmptyState, LinkButton, Loader, PlusIcon } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { useCurrentNamespace } from '../../stores/namespace';
import { useFlags } from '../flags/hooks';
import { useReadOnly } from '../meta';
import * as styles from './Console.css';
import { Workbench } from './Workbench';

/** The console page of the current namespace. */
export function ConsolePage() {
  const ns = useCurrentNamespace((s) => s.namespaceKey);
  const { data, isLoading } = useFlags(ns);
  const readOnly = useReadOnly();
  return (
    <div className={styles.page}>
      <PageHeader title="Console" description="Evaluate a flag for an entity and a context: see what the server answers, and why." />
      {isLoading && <Loader label="Loading flags" />}
      {data?.flags.length === 0 && (
        <EmptyState
          title="No flags to evaluate"
          description="Create a flag in this namespace to try it here."
          action={!readOnly && <LinkButton tone="primary" icon={PlusIcon} href={paths.newFlag(ns)}>Create Flag</LinkButton>}
        />
      )}
      {/* Keyed by namespace: switching namespace starts over with no flag, result or explanation. */}
      {data && data.flags.length > 0 && <Workbench key={ns} ns={ns} flags={data.flags} />}
    </div>
  );
}
