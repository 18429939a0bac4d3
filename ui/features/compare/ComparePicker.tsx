// The pair being compared: A is the namespace in the path (the sidebar switches it), B is chosen
// here; Swap compares them the other way round.
import { useLocation } from 'wouter';
import { LinkButton, Select } from '../../design/components';
import { paths } from '../../lib/paths';
import { useNamespaces } from '../namespaces';
import * as styles from './compare.css';

/** Props of ComparePicker. */
export interface ComparePickerProps {
  a: string;
  b: string | null;
}

/** The "Compare with" choice and the swap link. */
export function ComparePicker({ a, b }: ComparePickerProps) {
  const [, navigate] = useLocation();
  const others = (useNamespaces().data?.namespaces ?? []).filter((ns) => ns.key !== a);
  const options = others.map((ns) => ({ id: ns.key, label: ns.name && ns.name !== ns.key ? `${ns.name} (${ns.key})` : ns.key }));
  return (
    <div className={styles.row}>
      <Select label="Compare with" placeholder="Choose a namespace" options={options} value={b} onChange={(key) => navigate(`~${paths.compare(a, key)}`)} />
      {b && (
        <LinkButton href={paths.compare(b, a)} aria-label={`Swap: compare ${b} with ${a}`}>
          Swap
        </LinkButton>
      )}
    </div>
  );
}
