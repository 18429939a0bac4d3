// What an entity page shows until its entity is loaded: a spinner, or a not-found or failure tile
// with the way back to the list (the failure's text is also in the error toast, SPEC §8).
import { EmptyState, LinkButton, Loader } from '../../design/components';
import { errorText, isApiError } from '../../lib/http';
import { titleOf, type EntityKind } from './kind';

/** Props of EntityLoadState. */
export interface EntityLoadStateProps {
  kind: EntityKind;
  entityKey: string;
  error: unknown;
  listHref: string;
}

/** Loading, not found (404) or failed to load. */
export function EntityLoadState({ kind, entityKey, error, listHref }: EntityLoadStateProps) {
  if (!error) return <Loader label={`Loading ${kind}`} />;
  const missing = isApiError(error, 404);
  return (
    <EmptyState
      title={missing ? `${titleOf(kind)} not found` : `The ${kind} could not be loaded`}
      description={missing ? `There is no ${kind} with the key “${entityKey}” in this namespace.` : errorText(error)}
      action={<LinkButton href={listHref}>{`Back to ${kind}s`}</LinkButton>}
    />
  );
}
