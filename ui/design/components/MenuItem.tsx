import { createContext, useContext, useId, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { Anchor } from './Link';
import * as styles from './Menu.css';

/** What gets focus when a menu opens: an end item, or (opened by a pointer) the menu itself. */
export type Focus = 'first' | 'last' | null;

/** What an open Menu and its items need from the trigger. */
export interface OpenMenu {
  focus: Focus;
  ids: { trigger: string; menu: string };
  close: () => void;
  /** Set once a pointer went down inside the menu (an item then acts on click, not on release). */
  pressedInside: RefObject<boolean>;
  onAction?: (id: string) => void;
}

export const OpenMenuContext = createContext<OpenMenu | null>(null);

/** Props of MenuItem: `id`, `onAction` or `href`, `isDisabled` (with its reason); `tone="danger"` for destructive items. */
export interface MenuItemProps {
  /** Passed to Menu's onAction when the item is activated. */
  id?: string;
  children: ReactNode;
  onAction?: () => void;
  /** An app path (navigates through the router) or an absolute URL. */
  href?: string;
  isDisabled?: boolean;
  /**
   * A line under the text, read as the item's description (aria-describedby): why it is disabled.
   * A disabled item stays reachable by the arrows, so a keyboard or screen-reader user hears it.
   */
  description?: string | undefined;
  tone?: 'default' | 'danger';
  /** An icon before the text. */
  icon?: ReactNode;
  /**
   * An aria-label (usually the item's text), where operators' scripts find the item with
   * getByLabel, as Flipt's pickers let them.
   */
  'aria-label'?: string;
}

/**
 * One menu entry (role menuitem); `href` makes it a link, routed client-side like Link. A click,
 * Enter or Space activates it and closes the menu; the pointer moving over it focuses it; a press
 * begun on the trigger and released on it activates it too. A disabled item takes focus but does nothing.
 */
export function MenuItem({ id, children, onAction, href, isDisabled, description, tone = 'default', icon, 'aria-label': ariaLabel }: MenuItemProps) {
  const menu = useContext(OpenMenuContext);
  const ids = { label: useId(), description: useId() };
  const props = {
    role: 'menuitem',
    tabIndex: -1,
    'aria-label': ariaLabel,
    // Named by its text alone; the description is read after it.
    'aria-labelledby': description && !ariaLabel ? ids.label : undefined,
    'aria-describedby': description ? ids.description : undefined,
    'aria-disabled': isDisabled || undefined,
    'data-disabled': isDisabled || undefined,
    className: tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item,
    onPointerMove: (e: PointerEvent<HTMLElement>) => e.pointerType !== 'touch' && document.activeElement !== e.currentTarget && e.currentTarget.focus(),
    onPointerUp: (e: PointerEvent<HTMLElement>) => e.pointerType === 'mouse' && !menu?.pressedInside.current && e.currentTarget.click(),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      // A link follows itself on Enter.
      if (e.key !== ' ' && (e.key !== 'Enter' || href)) return;
      e.preventDefault();
      e.currentTarget.click();
    },
    onClick: () => {
      if (isDisabled) return;
      onAction?.();
      if (id !== undefined) menu?.onAction?.(id);
      menu?.close();
    },
  };
  const content = (
    <>
      {icon}
      {description ? (
        <span className={styles.stack}>
          <span id={ids.label}>{children}</span>
          <span id={ids.description} className={styles.description}>
            {description}
          </span>
        </span>
      ) : (
        children
      )}
    </>
  );
  return href && !isDisabled ? (
    <Anchor {...props} href={href}>
      {content}
    </Anchor>
  ) : (
    <div {...props}>{content}</div>
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
    <section role="group" aria-labelledby={id}>
      <header id={id} role="presentation" className={styles.header}>
        {title}
      </header>
      {children}
    </section>
  );
}

/** A divider between groups of menu items. */
export function Separator() {
  return <div role="separator" className={styles.separator} />;
}
