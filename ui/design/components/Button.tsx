// Buttons on the native <button>: React Aria's press, hover and focus machinery cost ~11 kB gzip
// and the browser already gives buttons :hover, :active, :focus-visible and keyboard activation.
import { createContext, useContext, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { button, type ButtonVariants } from '../recipes/button.css';
import type { IconComponent } from './Icon';
import { Spinner } from './Spinner';

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'onClick' | 'disabled'>;

type BaseProps = NativeProps & {
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner, sets aria-busy and ignores presses; the button keeps its focus. */
  isPending?: boolean;
  /** Reachable by pointer only (e.g. a field's clear button, which Escape also does). */
  excludeFromTabOrder?: boolean;
  ref?: Ref<HTMLButtonElement>;
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
};

/** What a trigger (MenuTrigger, DialogTrigger) gives the Button inside it: ARIA wiring, a ref, handlers. */
export type ButtonContextValue = Partial<BaseProps> & Record<`aria-${string}`, unknown>;

/** Provided by triggers to their button; a menu or dialog resets it to null for its own buttons. */
export const ButtonContext = createContext<ButtonContextValue | null>(null);

/** Both handlers run: the trigger's first, then the button's own. */
function merge(own: BaseProps, context: ButtonContextValue | null): BaseProps {
  if (!context) return own;
  const merged: Record<string, unknown> = { ...own, ...context };
  for (const [key, handler] of Object.entries(context)) {
    const mine = (own as Record<string, unknown>)[key];
    if (typeof handler === 'function' && typeof mine === 'function') {
      merged[key] = (...args: unknown[]) => (handler(...args), mine(...args));
    }
  }
  return merged as BaseProps;
}

/**
 * Enter and Space press the button when the key goes down, in every engine, and go no further
 * (as with React Aria): the key's default is cancelled so the browser does not press it again,
 * and a container's own Enter handling (a list, a palette) does not act on it too.
 */
function pressOnKey(e: KeyboardEvent<HTMLButtonElement>) {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  e.stopPropagation();
  if (e.type === 'keydown' && !e.repeat) e.currentTarget.click();
}

/** The native attributes of a design button. */
function useNativeProps(props: BaseProps, className: string) {
  const merged = merge(props, useContext(ButtonContext));
  const { onPress, isDisabled, isPending, excludeFromTabOrder, tone: _tone, size: _size, type = 'button', onKeyDown, ...rest } = merged;
  return {
    ...rest,
    // A pending submit button must not submit again on Enter in a field.
    type: isPending ? 'button' : type,
    className,
    disabled: isDisabled,
    tabIndex: excludeFromTabOrder ? -1 : rest.tabIndex,
    'aria-disabled': isPending || rest['aria-disabled'],
    'aria-busy': isPending || undefined,
    onClick: isPending || !onPress ? undefined : () => onPress(),
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(e);
      if (!e.defaultPrevented) pressOnKey(e);
    },
    onKeyUp: pressOnKey,
  } as const;
}

/** Props of Button: the visible text is the accessible name. */
export interface ButtonProps extends BaseProps {
  children: ReactNode;
  /** An icon before the text. */
  icon?: IconComponent;
}

/** A button with text. Use `onPress`, `isDisabled`, `isPending` (shows a spinner), `type="submit"`. */
export function Button({ icon: Icon, children, ...props }: ButtonProps) {
  const native = useNativeProps(props, button({ tone: props.tone, size: props.size }));
  return (
    <button {...native}>
      {props.isPending ? <Spinner size="sm" label="Working" /> : Icon && <Icon />}
      {children}
    </button>
  );
}

/** Props of IconButton: `label` becomes the accessible name (there is no visible text). */
export interface IconButtonProps extends BaseProps {
  icon: IconComponent;
  label: string;
}

/** A button showing only an icon; `label` is required and becomes its aria-label. */
export function IconButton({ icon: Icon, label, ...props }: IconButtonProps) {
  const native = useNativeProps(props, button({ tone: props.tone ?? 'quiet', size: props.size, iconOnly: true }));
  return (
    <button {...native} aria-label={label}>
      {props.isPending ? <Spinner size="sm" label="Working" /> : <Icon />}
    </button>
  );
}
