import type { ReactNode } from 'react';
import { Header, MenuItem as RACMenuItem, MenuSection as RACMenuSection, Separator as RACSeparator } from 'react-aria-components';
import * as styles from './Menu.css';

/** Props of MenuItem: `id`, `onAction` or `href`, `isDisabled`; `tone="danger"` for destructive items. */
export interface MenuItemProps {
  /** Passed to Menu's onAction when the item is activated. */
  id?: string;
  children: ReactNode;
  onAction?: () => void;
  /** An app path (navigates through the router) or an absolute URL. */
  href?: string;
  isDisabled?: boolean;
  tone?: 'default' | 'danger';
  /** Text for type-ahead when children are not plain text. */
  textValue?: string;
  /** An icon before the text. */
  icon?: ReactNode;
  /**
   * An aria-label (usually the item's text), where operators' scripts find the item with
   * getByLabel, as Flipt's pickers let them.
   */
  'aria-label'?: string;
}

/** One menu entry (role menuitem); `href` makes it a link, routed client-side like Link. */
export function MenuItem({ id, children, onAction, href, isDisabled, tone = 'default', textValue, icon, 'aria-label': ariaLabel }: MenuItemProps) {
  return (
    <RACMenuItem
      id={id}
      href={href}
      onAction={onAction}
      isDisabled={isDisabled}
      aria-label={ariaLabel}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
    >
      {icon}
      {children}
    </RACMenuItem>
  );
}

/** Props of MenuSection. */
export interface MenuSectionProps {
  /** Shown above the items; also the group's accessible name. */
  title: ReactNode;
  children: ReactNode;
}

/** A labelled group of items. */
export function MenuSection({ title, children }: MenuSectionProps) {
  return (
    <RACMenuSection>
      <Header className={styles.header}>{title}</Header>
      {children}
    </RACMenuSection>
  );
}

/** A divider between groups of menu items. */
export function Separator() {
  return <RACSeparator className={styles.separator} />;
}
