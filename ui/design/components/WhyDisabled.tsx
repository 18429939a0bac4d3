import { Tooltip, type TooltipProps } from './Tooltip';

/** Props of WhyDisabled. */
export interface WhyDisabledProps {
  /** Why the control is disabled; nothing when it is enabled. */
  reason: string | false | null | undefined;
  /** The control, disabled when there is a reason. */
  children: TooltipProps['children'];
}

/** A control with the reason it is disabled in a tooltip that keyboard users can reach too. */
export function WhyDisabled({ reason, children }: WhyDisabledProps) {
  return reason ? (
    <Tooltip content={reason} focusable>
      {children}
    </Tooltip>
  ) : (
    children
  );
}
