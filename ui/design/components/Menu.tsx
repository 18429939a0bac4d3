import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator as RACSeparator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import * as overlay from '../recipes/overlay.css';

/** Wraps a trigger Button/IconButton and a Menu; opens on press, Enter or arrow keys. */
export const MenuTrigger = RACMenuTrigger;

/** Props of Menu. */
export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /** Popover placement relative to the trigger (default "bottom end"). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A popover menu of MenuItems (labelled by its trigger). Destructive items go last, after a Separator. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={overlay.popover}>
      <RACMenu {...props} className={overlay.list} />
    </Popover>
  );
}

/** Props of MenuItem: `id`, `onAction` or `href`, `isDisabled`; `tone="danger"` for destructive items. */
export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  tone?: 'default' | 'danger';
  /** Text for type-ahead when children are not plain text. */
  textValue?: string;
  /** An icon before the text. */
  icon?: ReactNode;
}

/** One menu entry. */
export function MenuItem({ children, tone = 'default', icon, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  const className = tone === 'danger' ? `${overlay.item} ${overlay.dangerItem}` : overlay.item;
  return (
    <RACMenuItem {...props} textValue={textValue} className={className}>
      {icon}
      {children}
    </RACMenuItem>
  );
}

/** A divider between groups of menu items. */
export function Separator() {
  return <RACSeparator className={overlay.separator} />;
}
