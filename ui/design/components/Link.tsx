// Links on the native <a>. App paths go through wouter's Link: it writes the router's real href
// (`#/namespaces/x/flags`, so a middle click opens a tab) and navigates client-side on a plain click.
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'wouter';
import { webUrl } from '../../lib/url';
import { button, type ButtonVariants } from '../recipes/button.css';
import { visuallyHidden } from '../recipes/a11y.css';
import { ExternalIcon, type IconComponent } from './Icon';
import * as styles from './Link.css';

/** Props of Anchor. */
export type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path ('/namespaces/x/flags', absolute even inside a nested route) or any other URL. */
  href: string;
  /** Keeps the link in place without an href, marked aria-disabled, so it goes nowhere. */
  isDisabled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The <a> under every link of the design system and the shell (which give it their own class).
 * Any href but an app path, an in-page `#` one or a `mailto:` must be an http(s) address (lib/url):
 * one built from data with another scheme leaves the link in place, going nowhere.
 */
export function Anchor({ href, isDisabled, ...props }: AnchorProps) {
  // '~' makes the path absolute inside wouter's `/namespaces/:ns` nest.
  if (isAppPath(href) && !isDisabled) return <RouterLink {...props} href={`~${href}`} />;
  if (isDisabled || !(/^(#|mailto:)/.test(href) || webUrl(href))) return <a {...props} role="link" aria-disabled="true" />;
  return <a {...props} href={href} />;
}

type BaseProps = {
  href: string;
  children: ReactNode;
  /** Open in a new tab, with rel="noopener noreferrer" and an announced hint. */
  external?: boolean;
  isDisabled?: boolean;
  'aria-label'?: string;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
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

/** A text link; app paths route client-side. */
export function Link({ variant = 'inline', external, children, ...props }: LinkProps) {
  const className = variant === 'subtle' ? `${styles.link} ${styles.subtle}` : styles.link;
  return (
    <Anchor {...props} {...externalProps(external)} className={className}>
      {children}
      {external && <ExternalHint />}
    </Anchor>
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
    <Anchor {...props} {...externalProps(external)} className={button({ tone, size })}>
      {Icon && <Icon />}
      {children}
      {external && <ExternalHint />}
    </Anchor>
  );
}
