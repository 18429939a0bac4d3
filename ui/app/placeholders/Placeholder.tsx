// Temporary pages for the flags, segments and console routes until those screens land.
import * as styles from '../errors/errors.css';

function Placeholder({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>This screen is coming in the next release.</p>
    </div>
  );
}

export const FlagsPlaceholder = () => <Placeholder title="Flags" />;
export const SegmentsPlaceholder = () => <Placeholder title="Segments" />;
export const ConsolePlaceholder = () => <Placeholder title="Console" />;
