// The Console (UI-INVENTORY §2.14): evaluate a flag of the current namespace for an entity and a
// context, see the server's answer, and an explanation of it computed in the browser.
import { EmptyState, LinkButton, Loader, PlusIcon } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { paths } from '../../lib/paths';
import { useFlags } from '../flags';
import { useReadOnly } from '../meta';
import { useNamespaceKey } from '../namespaces';
import { Workbench } from './Workbench';
import * as styles from './Console.css';

/** The console page of the current namespace. */
export function ConsolePage() {
  const ns = useNamespaceKey();
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
