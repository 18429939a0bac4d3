// The primary "New …" action of a page or section: always a button (UI-INVENTORY: create actions
// are buttons, disabled in read-only mode), which runs `onPress` or opens the create page at
// `href`. Read-only storage, or a policy refusing the operator creation of `resource` here,
// disables it, with the reason in a tooltip keyboard users reach too.
import { memo } from 'react';
import { useLocation } from 'wouter';
import { Button, PlusIcon, WhyDisabled } from '../../design/components';
import { useWriteBlock } from './hooks';
import type { Resource } from './model';

/** Props of CreateAction: `onPress`, or `href` (an app path) to open. Every create action has the plus icon. */
export type CreateActionProps = { label: string; resource: Resource } & ({ onPress: () => void; href?: undefined } | { href: string; onPress?: undefined });

/** The create action. Memoised: list pages re-render on every search keystroke. */
export const CreateAction = memo(function CreateAction({ label, resource, href, onPress }: CreateActionProps) {
  const blocked = useWriteBlock(resource, 'create');
  const [, navigate] = useLocation();
  // '~' makes the path absolute inside wouter's `/namespaces/:ns` nest.
  const open = href === undefined ? onPress : () => navigate(`~${href}`);
  return (
    <WhyDisabled reason={blocked}>
      <Button tone="primary" icon={PlusIcon} isDisabled={Boolean(blocked)} onPress={open}>
        {label}
      </Button>
    </WhyDisabled>
  );
});
