// The flag page's Analytics tab (UI-INVENTORY §2.12): evaluation counts when the server has an
// analytics backend, otherwise a panel saying how to turn it on. Nothing is fetched while off.
import { Loader } from '../../design/components';
import type { FlagTabProps } from '../flags';
import { useMeta, useMetaConfig, useMetaInfo } from '../meta';
import { AnalyticsDisabled } from './AnalyticsDisabled';
import { FlagAnalytics } from './FlagAnalytics';

/** Evaluation counts of the flag; `pollMs` overrides the refresh interval (tests). */
export function AnalyticsTab({ namespaceKey, flag, pollMs }: FlagTabProps & { pollMs?: number }) {
  const info = useMetaInfo();
  const config = useMetaConfig();
  const { analyticsEnabled } = useMeta();
  if (info.isLoading || config.isLoading) return <Loader label="Loading analytics" />;
  if (!analyticsEnabled) return <AnalyticsDisabled />;
  return <FlagAnalytics namespaceKey={namespaceKey} flag={flag} pollMs={pollMs} />;
}
