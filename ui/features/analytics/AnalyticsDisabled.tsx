// The panel shown instead of counts when the server has no analytics backend.
import { EmptyState, Link } from '../../design/components';

const ANALYTICS_DOCS = 'https://www.flipt.io/docs/configuration/analytics';

/** Shown when the server counts no evaluations. */
export function AnalyticsDisabled() {
  return (
    <EmptyState
      title="Analytics Disabled"
      description="Evaluation counts need an analytics store. Enable Prometheus or ClickHouse under analytics.storage in the Flipt configuration, then restart Flipt."
      action={
        <Link href={ANALYTICS_DOCS} external>
          Configuring analytics
        </Link>
      }
    />
  );
}
