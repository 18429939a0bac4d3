import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button, type ButtonVariants } from '../recipes/button.css';
import { visuallyHidden } from '../recipes/a11y.css';
import { ExternalIcon, type IconComponent } from './Icon';
import * as styles from './Link.css';

type BaseProps = Omit<RACLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /** Open in a new tab, with rel="noopener noreferrer" and an announced hint. */
  external?: boolean;
};

function ExternalHint() {
  return (
    <>
      <span className={styles.externalMark}>
        <ExternalIcon size={12} />
      </span>
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </>
  );
}

function externalProps(external?: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Props of Link. */
export interface LinkProps extends BaseProps {
  /** "inline" (underlined accent text) or "subtle" (inherits colour, underline on hover). */
  variant?: 'inline' | 'subtle';
}

/** A text link. Internal hrefs route client-side through the RouterProvider in Providers. */
export function Link({ variant = 'inline', external, children, ...props }: LinkProps) {
  const className = variant === 'subtle' ? `${styles.link} ${styles.subtle}` : styles.link;
  return (
    <RACLink {...props} {...externalProps(external)} className={className}>
      {children}
      {external && <ExternalHint />}
    </RACLink>
  );
}

/** Props of LinkButton. */
export interface LinkButtonProps extends BaseProps {
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  icon?: IconComponent;
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ tone, size, icon: Icon, external, children, ...props }: LinkButtonProps) {
  return (
    <RACLink {...props} {...externalProps(external)} className={button({ tone, size })}>
      {Icon && <Icon />}
      {children}
      {external && <ExternalHint />}
    </RACLink>
  );
}
