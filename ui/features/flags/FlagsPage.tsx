// The flags of the current namespace (SPEC §2 "Flags list", UI-INVENTORY §2.7): search, sort and
// page kept in the URL, the sort also remembered per browser (SPEC §3).
import { useCallback } from 'react';
import { LinkButton } from '../../design/components';
import { paths } from '../../lib/paths';
import { listLoad, ListPage, useListView } from '../lists';
import { useNamespaceKey } from '../namespaces';
import { flagColumns, flagList } from './flags-list';
import { useFlagList } from './hooks';
import type { Flag, FlagList } from './schema';

/** The flags list page. */
export function FlagsPage() {
  const namespaceKey = useNamespaceKey();
  const { all, first } = useFlagList(namespaceKey);
  const answer = (list: FlagList | undefined) => list && { ...list, rows: list.flags };
  const { rows, load } = listLoad(answer(all.data), answer(first), all.error, () => void all.mutate());
  const view = useListView(rows, flagList);
  const rowHref = useCallback((flag: Flag) => paths.flag(namespaceKey, flag.key), [namespaceKey]);
  return (
    <ListPage
      title="Flags"
      description="Flags turn features on and off and choose variants, without a deploy."
      noun="flags"
      view={view}
      columns={flagColumns}
      rowHref={rowHref}
      create={{ label: 'New Flag', href: paths.newFlag(namespaceKey) }}
      links={<LinkButton href={paths.importExport(namespaceKey)}>Import / Export</LinkButton>}
      load={load}
      empty={{ title: 'No flags yet', description: 'Flags enable you to control and roll out new functionality dynamically. Create the first one to get started.' }}
    />
  );
}
