import { useContext, useId, type PointerEvent, type ReactNode } from 'react';
import { Anchor } from './Link';
import { MenuActionContext } from './menuHooks';
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
}

/** Mouse users get the same highlight as keyboard users: the hovered item takes focus. */
function focusOnHover(e: PointerEvent<HTMLElement>) {
  if (e.pointerType !== 'touch' && document.activeElement !== e.currentTarget) e.currentTarget.focus({ preventScroll: true });
}

/** One menu entry (role menuitem); `href` makes it a link, routed client-side like Link. */
export function MenuItem({ id, children, onAction, href, isDisabled, tone = 'default', textValue, icon }: MenuItemProps) {
  const done = useContext(MenuActionContext);
  // A modified click on an app link (new tab) never gets here: the router's Link leaves it to the browser.
  const onClick = () => {
    if (isDisabled) return;
    onAction?.();
    done(id, href === undefined);
  };
  const props = {
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': isDisabled || undefined,
    'data-text': textValue,
    className: tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item,
    onClick,
    onPointerMove: isDisabled ? undefined : focusOnHover,
  };
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  if (href === undefined || isDisabled) return <div {...props}>{content}</div>;
  return (
    <Anchor {...props} href={href}>
      {content}
    </Anchor>
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
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} role="presentation" className={styles.header}>
        {title}
      </div>
      {children}
    </div>
  );
}

/** A divider between groups of menu items. */
export function Separator() {
  return <div role="separator" className={styles.separator} />;
}
