// The value type of one metadata entry: a menu button showing the type, named "Metadata type N
// <type>", whose items (String, Number, Boolean, Object, Array) carry their text as their label,
// as the options of Flipt's type picker do (operators' scripts pick "Object" by its label). A menu
// rather than a listbox Select: React Aria's Select keeps a hidden native <select> of the same
// texts in the page, which such a script would find as well.
import { useId } from 'react';
import { Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { METADATA_TYPES, type MetadataType } from './metadata';

/** Props of MetadataTypeMenu. */
export interface MetadataTypeMenuProps {
  /** The entry's position from 1, in its name. */
  n: number;
  testId: string;
  value: MetadataType;
  isDisabled?: boolean;
  onChange: (type: MetadataType) => void;
}

/** The type picker of a metadata entry. */
export function MetadataTypeMenu({ n, testId, value, isDisabled, onChange }: MetadataTypeMenuProps) {
  const id = useId();
  const label = METADATA_TYPES.find((t) => t.id === value)?.label ?? value;
  return (
    <MenuTrigger>
      <Button data-testid={testId} aria-labelledby={`${id}-l ${id}-v`} isDisabled={isDisabled}>
        <span id={`${id}-l`} className={visuallyHidden}>
          Metadata type {n}
        </span>
        <span id={`${id}-v`}>{label}</span>
        <ChevronDownIcon />
      </Button>
      <Menu placement="bottom start" onAction={(type) => onChange(type as MetadataType)}>
        {METADATA_TYPES.map((t) => (
          <MenuItem key={t.id} id={t.id} aria-label={t.label}>
            {t.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
