// The promote's segment questions: a segment the promoted rules need that B has otherwise is kept
// as B has it, or promoted too; promoting it says which of B's flags it retargets.
import { RadioGroup } from '../../design/components';
import { retargets } from '../transfer';
import type { Choice, SegmentChoices as Choices } from './promote';
import * as styles from './compare.css';

/** Props of SegmentChoices. */
export interface SegmentChoicesProps {
  a: string;
  b: string;
  choices: Choice[];
  value: Choices;
  onChange: (key: string, choice: 'theirs' | 'promote') => void;
  isDisabled: boolean;
}


/** One radio group per segment to choose about. */
export function SegmentChoices({ a, b, choices, value, onChange, isDisabled }: SegmentChoicesProps) {
  if (!choices.length) return null;
  return (
    <div className={styles.stack}>
      {choices.map((c) => (
        <RadioGroup
          key={c.key}
          label={`Segment ${c.key} differs in ${b} (used by ${c.neededBy.join(', ')})`}
          isDisabled={isDisabled}
          value={value.get(c.key) ?? null}
          onChange={(id) => onChange(c.key, id as 'theirs' | 'promote')}
          options={[
            { id: 'theirs', label: `Keep ${b}'s ${c.key} as it is` },
            { id: 'promote', label: `Promote ${a}'s ${c.key} too`, description: c.users.length ? `It ${retargets(c.users, ` in ${b}`)}.` : undefined },
          ]}
        />
      ))}
    </div>
  );
}
