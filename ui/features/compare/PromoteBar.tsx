// The promote bar under the comparison: how many items are chosen, the button that opens the
// promote dialog and the one that clears the choice. Memoised: typing in a filter leaves it be.
import { memo } from 'react';
import { Button, WhyDisabled } from '../../design/components';
import * as styles from './compare.css';

/** Props of PromoteBar. */
export interface PromoteBarProps {
  b: string;
  count: number;
  /** Why B refuses the promote's writes, in words; undefined when it may. */
  blocked: string | undefined;
  onPromote: () => void;
  onClear: () => void;
}

/** The bar. */
export const PromoteBar = memo(function PromoteBar({ b, count, blocked, onPromote, onClear }: PromoteBarProps) {
  return (
    <div className={styles.bar}>
      <span>{blocked ?? (count ? `${count} chosen to promote` : 'Choose differences to promote them.')}</span>
      <WhyDisabled reason={blocked}>
        <Button tone="primary" onPress={onPromote} isDisabled={Boolean(blocked) || count === 0}>
          {`Promote to ${b}…`}
        </Button>
      </WhyDisabled>
      {count > 0 && <Button onPress={onClear}>Clear choice</Button>}
    </div>
  );
});
