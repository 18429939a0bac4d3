// The promote's one confirmation: each flag and segment with its action and changes (or why it is
// refused), as the import preview shows them, and every call it will make, in order.
import { displayPath, type Step } from '../transfer';
import { ImportPreview } from '../transfer-screens';
import type { PromotePlan } from './promote';
import * as styles from './compare.css';

/** Every call, in order: what it does and the request it sends. */
export function CallList({ label, steps }: { label: string; steps: Step[] }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, i) => (
        <li key={i}>
          {step.title} <span className={styles.call}>{`${step.method} ${displayPath(step)}`}</span>
        </li>
      ))}
    </ol>
  );
}

/** The plan before it runs. */
export function PromotePlanView({ plan }: { plan: PromotePlan }) {
  return (
    <>
      <ImportPreview plan={plan} label="Promote plan" />
      {plan.steps.length > 0 && (
        <details open={plan.steps.length <= 30}>
          <summary>{plan.steps.length === 1 ? 'The call' : `The ${plan.steps.length} calls, in order`}</summary>
          <CallList label="Calls to make" steps={plan.steps} />
        </details>
      )}
    </>
  );
}
