import type { ReactNode } from 'react';
import { badge, type BadgeVariants } from '../recipes/badge.css';

/** Props of Badge. */
export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeVariants['tone'];
  /** An icon before the text. */
  icon?: ReactNode;
}

/** A small non-interactive status label (Enabled, Boolean, Read-Only…). */
export function Badge({ children, tone, icon }: BadgeProps) {
  return (
    <span className={badge({ tone })}>
      {icon}
      {children}
    </span>
  );
}
