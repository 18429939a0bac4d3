// The flags of the current namespace (SPEC §2 "Flags list", UI-INVENTORY §2.7): search, sort and
// page kept in the URL, the sort also remembered per browser (SPEC §3); the filters (type,
// status, metadata, evaluations) are a step of the list pipeline (flagList); selected rows get
// bulk actions. With analytics on, rows show their last day's evaluations (issue 41).
import { useCallback, useState } from 'react';
import { LinkButton } from '../../design/components';
import { useCounting } from '../evaluation-counts';
import { activeFilters, evaluatedWindow } from '../flag-filters';
import { useMeta } from '../meta';
import { paths } from '../../lib/paths';
import { ListPage } from '../lists';
import { useNamespaceKey } from '../namespaces';
import { flagColumns, flagColumnsWithEvaluations, flagList, withEvaluations } from './flags-list';
import { BulkBar } from './BulkBar';
import { FilterBar } from './FilterBar';
import { useFlagList, useTargeting } from './hooks';
import { NoMatch } from './NoMatch';
import type { Flag, FlagList } from './schema';
import { withTargeting } from './targeting';
import { useFlagFilters } from './useFlagFilters';
import { useFlagSelection } from './useFlagSelection';

/** The flags list page. */
export function FlagsPage() {
  const namespaceKey = useNamespaceKey();
  // A disabled flag's rules or rollouts are counted once the server's list shows (issue 40.9).
  const [listed, setListed] = useState(false);
  const counts = useTargeting(namespaceKey, listed);
  const { analyticsEnabled } = useMeta();
  const { filters, setFilters } = useFlagFilters();
  // The evaluated filter counts every flag (one key a line), then filters them.
  const evaluated = analyticsEnabled ? filters.evaluated : null;
  const [keys, setKeys] = useState('');
  const counting = useCounting(namespaceKey, keys, evaluated && evaluatedWindow(evaluated));
  const totals = counting.done === counting.total ? counting.tallies : undefined;
  const rowsOf = useCallback((list: FlagList) => withEvaluations(withTargeting(list.flags, counts), totals), [counts, totals]);
  const { view, load, rows: flags, loadAll } = useFlagList(namespaceKey, flagList, rowsOf);
  if (!listed && load.count !== undefined && !load.refreshing) setListed(true);
  const nowKeys = evaluated && flags ? flags.map((f) => f.key).join('\n') : '';
  if (nowKeys !== keys) setKeys(nowKeys);
  const filtering = activeFilters(filters).length > 0;
  // A selection (its "select all matching" counts the namespace) needs every flag.
  const picked = useFlagSelection(namespaceKey, view.matchingRows, loadAll);
  const rowHref = useCallback((flag: Flag) => paths.flag(namespaceKey, flag.key), [namespaceKey]);
  return (
    <ListPage
      title="Flags"
      description="Flags turn features on and off and choose variants, without a deploy."
      noun="flags"
      view={view}
      columns={analyticsEnabled ? flagColumnsWithEvaluations : flagColumns}
      rowHref={rowHref}
      create={{ label: 'New Flag', href: paths.newFlag(namespaceKey), resource: 'flag' }}
      links={
        <>
          <LinkButton href={paths.importExport(namespaceKey)}>Import / Export</LinkButton>
          <LinkButton href={paths.compare(namespaceKey)}>Compare</LinkButton>
          <LinkButton href={paths.cleanup(namespaceKey)}>Ready to remove</LinkButton>
        </>
      }
      load={load}
      empty={{ title: 'Create your first flag', description: 'Flags enable you to control and roll out new functionality dynamically. Create the first one to get started.' }}
      toolbar={
        <>
          <FilterBar flags={flags ?? []} filters={filters} onChange={setFilters} onMetadataTyped={load.rest?.loadAll} counting={analyticsEnabled ? counting : null} />
          {picked.chosen.length > 0 && (
            <BulkBar namespaceKey={namespaceKey} chosen={picked.chosen} page={view.rows} matching={view.matching} onSelectMatching={picked.selectMatching} onClear={picked.clear} onDeleted={picked.drop} />
          )}
        </>
      }
      selection={picked.selection}
      noMatch={view.matching === 0 && flags && filtering ? <NoMatch flags={flags} filters={filters} query={view.query} onFilters={setFilters} onSearch={view.search.replace} /> : undefined}
    />
  );
}
