// /flags/:flagKey and its /rules and /analytics tabs (SPEC §2 "Flag detail"): the header with the
// Actions menu and, with analytics, the last day's evaluations; the flag form, then the tabs of
// the flag's type as links to relative routes. The page sits above the features that fill its tabs; each gets the flag it loaded (FlagTabProps).
import { useLocation, useParams, useSearchParams } from 'wouter';
import { RouteTab, RouteTabList, RouteTabPanel, RouteTabs } from '../../design/components';
import { paths } from '../../lib/paths';
import { AnalyticsTab } from '../analytics';
import { EntityPage, type EntityAction } from '../entity';
import { EvaluationsLink } from '../evaluation-counts';
import { FlagForm, flagDeleteGuard, useCurrentFlag, useFlag, useFlagWrites, type FlagTabProps } from '../flags';
import { useWriteBlock } from '../permissions';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { RolloutsTab } from '../rollouts';
import { RulesTab } from '../rules';
import { DeepCopyDialog } from '../transfer-screens';
import { VariantsTab } from '../variants';
import { TargetingNote } from './TargetingNote';

/** The tabs of the flag's type as links; the route picks one, and a boolean flag shows its default tab at /rules. */
function FlagTabs(props: FlagTabProps) {
  const { namespaceKey, flag } = props;
  const [location] = useLocation();
  const isVariant = flag.type !== 'BOOLEAN_FLAG_TYPE';
  const at = (tab: string) => location.endsWith(`/${flag.key}/${tab}`);
  const selected = at('analytics') ? 'analytics' : isVariant && at('rules') ? 'rules' : 'default';
  const Panel = { default: isVariant ? VariantsTab : RolloutsTab, rules: RulesTab, analytics: AnalyticsTab }[selected];
  return (
    <RouteTabs selected={selected}>
      <RouteTabList label="Flag sections">
        <RouteTab id="default" href={paths.flag(namespaceKey, flag.key)}>
          {isVariant ? 'Variants' : 'Rollouts'}
        </RouteTab>
        {isVariant && (
          <RouteTab id="rules" href={paths.flagRules(namespaceKey, flag.key)}>
            Rules
          </RouteTab>
        )}
        <RouteTab id="analytics" href={paths.flagAnalytics(namespaceKey, flag.key)}>
          Analytics
        </RouteTab>
      </RouteTabList>
      <RouteTabPanel>
        <Panel {...props} />
      </RouteTabPanel>
    </RouteTabs>
  );
}

/** "Deep Copy…": the flag with its rules, rollouts and segments (issue 14), beside SPEC §7's copy. */
function useDeepCopyAction(flagKey: string): EntityAction {
  const blocked = useWriteBlock('flag', 'create');
  const count = useNamespaces().data?.namespaces.length ?? 0;
  return {
    id: 'deep-copy',
    label: 'Deep Copy…',
    disabledReason: blocked ?? (count < 2 ? 'Copying needs a second namespace' : undefined),
    dialog: (close) => <DeepCopyDialog flagKeys={[flagKey]} onOpenChange={(isOpen) => !isOpen && close()} />,
  };
}

/** Where a deleted flag's page goes: the flags list, or the report it was opened from as it was set (`from=cleanup`, issue 40.7). */
function useBackHref(namespaceKey: string): string {
  const query = new URLSearchParams(useSearchParams()[0]);
  if (query.get('from') !== 'cleanup') return paths.flags(namespaceKey);
  query.delete('from');
  return `${paths.cleanup(namespaceKey)}?${query}`;
}

/** The flag detail page. */
export function FlagPage() {
  const { flagKey = '' } = useParams<{ flagKey: string }>();
  const namespaceKey = useNamespaceKey();
  const listHref = useBackHref(namespaceKey);
  const query = useFlag(namespaceKey, flagKey);
  const writes = useFlagWrites(namespaceKey);
  const deepCopy = useDeepCopyAction(flagKey);
  const current = useCurrentFlag(namespaceKey);
  return (
    <EntityPage kind="flag" entityKey={flagKey} query={query} writes={writes} listHref={listHref} actions={[deepCopy]} deleteGuard={(flag) => flagDeleteGuard(flag, current)}
      headerNote={(flag) => <EvaluationsLink ns={namespaceKey} flagKey={flag.key} />}
    >
      {(flag) => (
        <>
          <FlagForm key={flag.key} namespaceKey={namespaceKey} flag={flag} />
          <TargetingNote namespaceKey={namespaceKey} flag={flag} />
          <FlagTabs namespaceKey={namespaceKey} flag={flag} />
        </>
      )}
    </EntityPage>
  );
}
