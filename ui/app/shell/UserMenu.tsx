import { useMemo } from 'react';
import { IconButton, type IconComponent, LogoutIcon, Menu, MenuItem, MenuSection, MenuTrigger, UserIcon } from '../../design/components';
import { useCurrentUser, useLogout } from '../../features/session';
import * as styles from './TopBar.css';

/** The user's picture as an icon for the trigger; the generic user icon without one. */
function useAvatar(imgURL: string | null): IconComponent {
  return useMemo(() => {
    if (!imgURL) return UserIcon;
    return function Avatar() {
      return <img src={imgURL} alt="" className={styles.avatar} referrerPolicy="no-referrer" />;
    };
  }, [imgURL]);
}

/**
 * The user menu (SPEC §2): only for a signed-in GitHub, OIDC or JWT user. The menu shows the
 * name and login (the label of its one group) above "Logout".
 */
export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const avatar = useAvatar(user?.imgURL ?? null);
  if (!user) return null;
  return (
    <MenuTrigger>
      <span className={styles.onTopbar}>
        <IconButton icon={avatar} label="Open user menu" />
      </span>
      <Menu placement="bottom end" aria-label="User menu">
        <MenuSection
          title={
            <>
              <span className={styles.userName}>{user.name}</span>
              {user.login && <span>{user.login}</span>}
            </>
          }
        >
          <MenuItem id="logout" icon={<LogoutIcon />} onAction={() => void logout()}>
            Logout
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
