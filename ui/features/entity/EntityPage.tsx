// The frames of the flag and segment pages (SPEC §2). The detail page: the name, 'Created
// <relative time>' with the exact time on hover and focus, the Actions menu, then the page's
// content; until the entity is loaded, a spinner or a not-found or failure tile with the way back
// to the list (a failure's text is also in the error toast, SPEC §8). The New page: a title, a
// line with the "Learn more" link, then the form.
import type { ReactNode } from 'react';
import type { DeleteGuard } from '../../lib/conflicts';
import { EmptyState, Link, LinkButton, Loader, PageHeader, Tooltip } from '../../design/components';
import { errorText, isApiError } from '../../lib/http';
import { conceptDocs } from '../../lib/paths';
import { capitalized } from '../../lib/text';
import { formatTime, relativeTime } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { EntityActions, type EntityAction, type EntityActionCalls } from './EntityActions';
import type { EntityKind } from './kind';
import * as styles from './entity.css';

/** What the detail frame needs of an entity. */
type Shown = { key: string; name: string; createdAt: string };

/** Props of EntityPage. */
export interface EntityPageProps<T extends Shown> {
  kind: EntityKind;
  /** The key in the route. */
  entityKey: string;
  /** The entity's SWR response. */
  query: { data?: T; error?: unknown };
  writes: EntityActionCalls;
  listHref: string;
  /** The page's own Actions menu items (deep copy). */
  actions?: EntityAction[];
  /** Why deleting would fail, said instead of the delete question. */
  deleteBlocker?: string | null;
  /** What the delete compares first (issue 26). */
  deleteGuard?: (entity: T) => DeleteGuard;
  /** The content under the header, once loaded. */
  children: (entity: T) => ReactNode;
  /** More of the header's line, after its links (a flag's evaluations). */
  headerNote?: (entity: T) => ReactNode;
}

/** A flag or segment detail page. */
export function EntityPage<T extends Shown>({ kind, entityKey, query: { data, error }, writes, listHref, actions, deleteBlocker, deleteGuard, children, headerNote }: EntityPageProps<T>) {
  const mode = usePreferences((s) => s.timezone);
  if (!data) {
    if (!error) return <Loader label={`Loading ${kind}`} />;
    const missing = isApiError(error, 404);
    return (
      <EmptyState
        title={missing ? `${capitalized(kind)} not found` : `The ${kind} could not be loaded`}
        description={missing ? `There is no ${kind} with the key “${entityKey}” in this namespace.` : errorText(error)}
        action={<LinkButton href={listHref}>{`Back to ${kind}s`}</LinkButton>}
      />
    );
  }
  return (
    <div className={styles.section}>
      <PageHeader
        title={data.name}
        titleNoun="name"
        description={
          // 'Created 3 hours ago', the exact time (in the user's time zone choice) in a tooltip; a
          // flag's page also links its docs, as Flipt's does (UI-INVENTORY §2.8).
          <>
            Created{' '}
            <Tooltip content={formatTime(data.createdAt, mode)} focusable>
              <time dateTime={data.createdAt}>{relativeTime(data.createdAt)}</time>
            </Tooltip>
            {kind === 'flag' && (
              <>
                {' · '}
                <Link href={conceptDocs('flags').href} external>
                  {conceptDocs('flags').label}
                </Link>
              </>
            )}
            {headerNote?.(data)}
          </>
        }
        action={<EntityActions kind={kind} entityKey={data.key} listHref={listHref} writes={writes} actions={actions} deleteBlocker={deleteBlocker} guard={deleteGuard?.(data)} />}
      />
      {children(data)}
    </div>
  );
}

/** A New Flag or New Segment page. */
export function NewEntityPage({ kind, intro, children }: { kind: EntityKind; intro: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <PageHeader
        title={`New ${capitalized(kind)}`}
        description={
          <>
            {intro && `${intro} `}
            <Link href={`https://www.flipt.io/docs/concepts#${kind}s`} external>
              {`Learn more about ${kind}s`}
            </Link>
          </>
        }
      />
      {children}
    </div>
  );
}
