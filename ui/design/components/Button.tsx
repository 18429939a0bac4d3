// Buttons on React Aria's Button: one press model (pointer, keyboard, virtual clicks) that menu,
// dialog, select and tooltip triggers share, with hover, press and focus-visible state as data
// attributes for the recipe.
import type { ReactNode, Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from '../recipes/button.css';
import type { IconComponent } from './Icon';
import { Spinner } from './Spinner';

type BaseProps = Omit<RACButtonProps, 'className' | 'style' | 'children'> & {
  ref?: Ref<HTMLButtonElement>;
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  /** Native attributes React Aria passes through. */
  title?: string;
  [data: `data-${string}`]: string | boolean | undefined;
};

/** Props of Button: the visible text is the accessible name. */
export interface ButtonProps extends BaseProps {
  children: ReactNode;
  /** An icon before the text. */
  icon?: IconComponent;
}

/** A button with text. Use `onPress`, `isDisabled`, `isPending` (shows a spinner), `type="submit"`. */
export function Button({ tone, size, icon: Icon, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={button({ tone, size })}>
      {props.isPending ? <Spinner size="sm" label="Working" /> : Icon && <Icon />}
      {children}
    </RACButton>
  );
}

/** Props of IconButton: `label` becomes the accessible name (there is no visible text). */
export interface IconButtonProps extends BaseProps {
  icon: IconComponent;
  label: string;
}

/** A button showing only an icon; `label` is required and becomes its aria-label. */
export function IconButton({ tone = 'quiet', size, icon: Icon, label, ...props }: IconButtonProps) {
  return (
    <RACButton {...props} aria-label={label} className={button({ tone, size, iconOnly: true })}>
      {props.isPending ? <Spinner size="sm" label="Working" /> : <Icon />}
    </RACButton>
  );
}
