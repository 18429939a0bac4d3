// /flags/:flagKey and its /rules and /analytics tabs (SPEC §2 "Flag detail"): the header with the
// Actions menu, the flag form, then the tabs of the flag's type as links to relative routes.
import { useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { Tab, TabList, TabPanel, Tabs } from '../../design/components';
import { useCurrentNamespace } from '../../stores/namespace';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { EntityPage } from '../entity/EntityPage';
import { RolloutsTab } from '../rollouts/RolloutsTab';
import { RulesTab } from '../rules/RulesTab';
import { VariantsTab } from '../variants/VariantsTab';
import { FlagForm } from './FlagForm';
import { useFlag, useFlagWrites } from './hooks';
import type { FlagTabProps } from './tabs';

/** The tabs of the flag's type as links; the route picks one, and a boolean flag shows its default tab at /rules. */
function FlagTabs(props: FlagTabProps) {
  const { namespaceKey, flag } = props;
  const [location] = useLocation();
  const isVariant = flag.type !== 'BOOLEAN_FLAG_TYPE';
  const at = (tab: string) => location.endsWith(`/${flag.key}/${tab}`);
  const selected = at('analytics') ? 'analytics' : isVariant && at('rules') ? 'rules' : 'default';
  const Panel = { default: isVariant ? VariantsTab : RolloutsTab, rules: RulesTab, analytics: AnalyticsTab }[selected];
  return (
    <Tabs selectedKey={selected}>
      <TabList label="Flag sections">
        <Tab id="default" href={paths.flag(namespaceKey, flag.key)}>
          {isVariant ? 'Variants' : 'Rollouts'}
        </Tab>
        {isVariant && (
          <Tab id="rules" href={paths.flagRules(namespaceKey, flag.key)}>
            Rules
          </Tab>
        )}
        <Tab id="analytics" href={paths.flagAnalytics(namespaceKey, flag.key)}>
          Analytics
        </Tab>
      </TabList>
      <TabPanel id={selected}>
        <Panel {...props} />
      </TabPanel>
    </Tabs>
  );
}

/** The flag detail page. */
export function FlagPage() {
  const { flagKey = '' } = useParams<{ flagKey: string }>();
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  const query = useFlag(namespaceKey, flagKey);
  const writes = useFlagWrites(namespaceKey);
  return (
    <EntityPage kind="flag" entityKey={flagKey} query={query} writes={writes} listHref={paths.flags(namespaceKey)}>
      {(flag) => (
        <>
          <FlagForm key={flag.key} namespaceKey={namespaceKey} flag={flag} />
          <FlagTabs namespaceKey={namespaceKey} flag={flag} />
        </>
      )}
    </EntityPage>
  );
}
