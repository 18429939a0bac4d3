// /flags/new (SPEC §2 "New Flag"): the flag form in create mode; creating opens the new flag.
import { NewEntityPage } from '../entity';
import { useNamespaceKey } from '../namespaces';
import { FlagForm } from './FlagForm';

/** The New Flag page. */
export function NewFlagPage() {
  const namespaceKey = useNamespaceKey();
  return (
    <NewEntityPage kind="flag" intro="">
      <FlagForm namespaceKey={namespaceKey} />
    </NewEntityPage>
  );
}
