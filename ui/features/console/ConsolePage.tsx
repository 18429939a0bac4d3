// The Console (UI-INVENTORY §2.14): evaluate a flag of the current namespace for an entity and a
// context, see the server's answer, and an explanation of it computed in the browser.
import { EmptyState, Loader, PageHeader } from '../../design/components';
import { paths } from '../../lib/paths';
import { useFlags } from '../flags';
import { CreateAction } from '../permissions';
import { useNamespaceKey } from '../namespaces';
import { Workbench } from './Workbench';
import * as styles from './Console.css';

/** The console page of the current namespace. */
export function ConsolePage() {
  const ns = useNamespaceKey();
  const { data, isLoading } = useFlags(ns);
  return (
    <div className={styles.page}>
      <PageHeader title="Console" description="See the results of your flag evaluations and debug any issues. The explanation says why the server answered as it did." />
      {isLoading && <Loader label="Loading flags" />}
      {data?.flags.length === 0 && (
        <EmptyState
          title="No flags to evaluate"
          description="At least one flag must exist to use the console."
          action={<CreateAction resource="flag" label="Create Flag" href={paths.newFlag(ns)} />}
        />
      )}
      {/* Keyed by namespace: switching namespace starts over with no flag, result or explanation. */}
      {data && data.flags.length > 0 && <Workbench key={ns} ns={ns} flags={data.flags} />}
    </div>
  );
}
