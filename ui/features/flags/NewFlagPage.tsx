// /flags/new (SPEC §2 "New Flag"): the flag form in create mode; creating opens the new flag.
import { useCurrentNamespace } from '../../stores/namespace';
import { NewEntityPage } from '../entity/EntityPage';
import { FlagForm } from './FlagForm';

/** The New Flag page. */
export function NewFlagPage() {
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  return (
    <NewEntityPage kind="flag" intro="">
      <FlagForm namespaceKey={namespaceKey} />
    </NewEntityPage>
  );
}
