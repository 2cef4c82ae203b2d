import type { ReactNode } from 'react';
import { useCopy } from '../../copy';
import { shellCopy } from '../../copy/decks/shell';
import { icons } from '../../icons/semantic';
import { Avatar } from '../../primitives/Avatar';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../primitives/Menu';

export interface UserMenuLink {
  href: string;
  label: string;
  icon?: ReactNode | undefined;
}

export interface UserButtonProps {
  /** The user's name (or e-mail, phone, short address); null for a guest or a user with none. */
  name: string | null;
  /** Shown under the name in the menu when it says more than the name. */
  email?: string | null | undefined;
  /** A picture of the user; their initials (or a person icon) while it loads, when it fails or without one. */
  avatarUrl?: string | null | undefined;
  /** The menu's pages (Account, Security …), in order; Log out comes last, after a separator. */
  links: readonly UserMenuLink[];
  /**
   * Goes to a page of `links` (the app's router): the items are links, so a click with a modifier key or the middle
   * button opens the page in a new tab instead.
   */
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** Open at first (stories). */
  defaultOpen?: boolean | undefined;
}

/**
 * The signed-in user in the header: their picture or initials and name, opening a menu (Radix's, so arrow keys,
 * Home, End, typeahead, Escape and focus return work) with the user's pages and Log out.
 */
export function UserButton({ name, email, avatarUrl, links, onNavigate, onLogout, defaultOpen }: UserButtonProps) {
  const { t } = useCopy(shellCopy);
  const shown = name ?? t('shell.user.guest');
  const LogOut = icons.logOut;
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger
        data-slot="user-button"
        className="sg:flex sg:min-h-11 sg:min-w-11 sg:max-w-[16rem] sg:items-center sg:gap-2 sg:rounded-full sg:p-1 sg:text-foreground sg:outline-none sg:transition-colors sg:hover:bg-muted sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:data-[state=open]:bg-muted sg:sm:pe-3"
      >
        <Avatar name={name} src={avatarUrl} size="sm" />
        {/* Its name, read on a phone too, where only the picture or initials show. */}
        <span className="sg:truncate sg:font-medium sg:text-sm sg:max-sm:sr-only">{shown}</span>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <Avatar name={name} src={avatarUrl} size="md" />
          <span className="sg:flex sg:min-w-0 sg:flex-col">
            <span className="sg:break-words sg:font-medium sg:text-foreground">{shown}</span>
            {email && email !== name ? (
              <span className="sg:break-all sg:text-muted-foreground sg:text-xs">{email}</span>
            ) : null}
          </span>
        </MenuLabel>
        <MenuSeparator />
        {links.map((link) => (
          <MenuItem key={link.href} icon={link.icon} href={link.href} onNavigate={onNavigate}>
            {link.label}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem icon={<LogOut />} onSelect={onLogout}>
          {t('action.logout')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
