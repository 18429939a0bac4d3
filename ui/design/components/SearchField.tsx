import { Input, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
import { IconButton } from './Button';
import { CloseIcon, SearchIcon } from './Icon';
import * as styles from './SearchField.css';

/** Props of SearchField. */
export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  placeholder?: string;
}

/** A labelled search input with a clear button; Escape clears it. Debounce in the caller if needed. */
export function SearchField({ label, hideLabel, description, errorMessage, placeholder, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={`${field.field} ${styles.root}`}>
      <FieldLabel label={label} hideLabel={hideLabel} />
      <div className={styles.wrap}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <Input placeholder={placeholder} className={`${field.control} ${styles.input}`} />
        <span className={styles.clear}>
          <IconButton icon={CloseIcon} label="Clear search" size="sm" />
        </span>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
