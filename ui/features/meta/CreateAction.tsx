// The primary "New …" action of a page or section: a button, or a link to a create page. Read-only
// storage disables it, with the reason in a tooltip keyboard users reach too (SPEC §6).
import { memo } from 'react';
import { Button, LinkButton, PlusIcon } from '../../design/components';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { READ_ONLY, useReadOnly } from './hooks';

/** Props of CreateAction: `onPress` for a button, `href` for a link. Every create action has the plus icon. */
export type CreateActionProps = { label: string } & ({ onPress: () => void; href?: undefined } | { href: string; onPress?: undefined });

/** The create action. Memoised: list pages re-render on every search keystroke. */
export const CreateAction = memo(function CreateAction({ label, href, onPress }: CreateActionProps) {
  const readOnly = useReadOnly();
  return (
    <WhyDisabled reason={readOnly && READ_ONLY}>
      {href === undefined ? (
        <Button tone="primary" icon={PlusIcon} isDisabled={readOnly} onPress={onPress}>
          {label}
        </Button>
      ) : (
        <LinkButton tone="primary" icon={PlusIcon} href={href} isDisabled={readOnly}>
          {label}
        </LinkButton>
      )}
    </WhyDisabled>
  );
});
