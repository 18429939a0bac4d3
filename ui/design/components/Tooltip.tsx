import type { ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/** Props of Tooltip. */
export interface TooltipProps {
  /** The tooltip text (it also describes the trigger for screen readers). */
  content: ReactNode;
  /** One design Button/IconButton/Link; with `focusable`, any content (text, a time). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Wrap a non-interactive child in a focusable span so keyboard users can reach the tooltip too. */
  focusable?: boolean;
}

/** Shows `content` on hover or keyboard focus of its child, after a short delay; Escape hides it. */
export function Tooltip({ content, children, placement = 'top', focusable = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={500} closeDelay={100}>
      {focusable ? (
        <Focusable>
          <span tabIndex={0} className={styles.target}>
            {children}
          </span>
        </Focusable>
      ) : (
        children
      )}
      <RACTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
