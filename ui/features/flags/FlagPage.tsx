// /flags/:flagKey and its /rules and /analytics tabs (SPEC §2 "Flag detail"): the header with the
// Actions menu, the flag form, then the tabs of the flag's type as links to relative routes.
import { useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { Tab, TabList, TabPanel, Tabs } from '../../design/components';
import { useCurrentNamespace } from '../../stores/namespace';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { EntityHeader } from '../entity/EntityHeader';
import { EntityLoadState } from '../entity/EntityLoadState';
import * as styles from '../entity/entity.css';
import { RolloutsTab } from '../rollouts/RolloutsTab';
import { RulesTab } from '../rules/RulesTab';
import { VariantsTab } from '../variants/VariantsTab';
import { FlagForm } from './FlagForm';
import { useFlag, useFlagWrites } from './hooks';
import type { Flag } from './schema';

type TabId = 'default' | 'rules' | 'analytics';

/** The tab the route names; a boolean flag has no rules, so /rules shows its default tab. */
function useTab(flag: Flag): TabId {
  const [location] = useLocation();
  const tab = (['rules', 'analytics'] as const).find((t) => location.endsWith(`/${flag.key}/${t}`)) ?? 'default';
  return tab === 'rules' && flag.type === 'BOOLEAN_FLAG_TYPE' ? 'default' : tab;
}

function FlagTabs({ namespaceKey, flag }: { namespaceKey: string; flag: Flag }) {
  const selected = useTab(flag);
  const isVariant = flag.type !== 'BOOLEAN_FLAG_TYPE';
  const props = { namespaceKey, flag };
  const panels = {
    default: isVariant ? <VariantsTab {...props} /> : <RolloutsTab {...props} />,
    rules: <RulesTab {...props} />,
    analytics: <AnalyticsTab {...props} />,
  };
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
      <TabPanel id={selected}>{panels[selected]}</TabPanel>
    </Tabs>
  );
}

/** The flag detail page. */
export function FlagPage() {
  const { flagKey = '' } = useParams<{ flagKey: string }>();
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  const { data: flag, error } = useFlag(namespaceKey, flagKey);
  const { copy, remove } = useFlagWrites(namespaceKey);
  const listHref = paths.flags(namespaceKey);
  if (!flag) return <EntityLoadState kind="flag" entityKey={flagKey} error={error} listHref={listHref} />;
  return (
    <div className={styles.section}>
      <EntityHeader
        kind="flag"
        name={flag.name}
        entityKey={flag.key}
        createdAt={flag.createdAt}
        listHref={listHref}
        onCopy={(target, newKey) => copy(flag.key, target, newKey)}
        onDelete={() => remove(flag.key)}
      />
      <div className={styles.form}>
        <FlagForm key={flag.key} namespaceKey={namespaceKey} flag={flag} />
      </div>
      <FlagTabs namespaceKey={namespaceKey} flag={flag} />
    </div>
  );
}
