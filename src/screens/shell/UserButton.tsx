import { Avatar, DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useCopy } from '../../copy';
import { shellCopy } from '../../copy/decks/shell';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { useSigilTheme } from '../../theme/ThemeProvider';

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
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** Open at first (stories). */
  defaultOpen?: boolean | undefined;
}

/**
 * The initials of a name: the first letters of its first and last words ("Ada Lovelace" → "AL"), of an e-mail's
 * local part ("ada@example.com" → "A"); empty when the name starts with no letter (a phone number, an address).
 */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').split('@')[0]?.trim().split(/\s+/) ?? [];
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .filter((letter) => /\p{L}/u.test(letter));
  return letters.join('').toLocaleUpperCase();
}

const UserIcon = icons.user;

function UserAvatar({
  name,
  avatarUrl,
  className,
}: Pick<UserButtonProps, 'name' | 'avatarUrl'> & { className: string }) {
  const initials = initialsOf(name);
  return (
    <Avatar.Root
      aria-hidden
      className={cn(
        'sg:flex sg:shrink-0 sg:items-center sg:justify-center sg:overflow-hidden sg:rounded-full sg:bg-accent-subtle sg:font-semibold sg:text-accent-text',
        className,
      )}
    >
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" className="sg:size-full sg:object-cover" /> : null}
      <Avatar.Fallback>{initials || <UserIcon className="sg:size-1/2" />}</Avatar.Fallback>
    </Avatar.Root>
  );
}

const itemClass =
  'sg:flex sg:min-h-11 sg:cursor-default sg:select-none sg:items-center sg:gap-3 sg:rounded-sigil-sm sg:px-3 sg:text-foreground sg:text-sm sg:outline-none sg:data-highlighted:bg-muted sg:data-highlighted:ring-2 sg:data-highlighted:ring-ring sg:data-highlighted:ring-inset sg:[&_svg]:size-4 sg:[&_svg]:text-muted-foreground';

/**
 * The signed-in user in the header: their picture or initials and name, opening a menu (Radix's, so arrow keys,
 * Home, End, typeahead, Escape and focus return work) with the user's pages and Log out.
 */
export function UserButton({ name, email, avatarUrl, links, onNavigate, onLogout, defaultOpen }: UserButtonProps) {
  const { t, locale } = useCopy(shellCopy);
  const theme = useSigilTheme();
  const shown = name ?? t('shell.user.guest');
  const LogOut = icons.logOut;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} dir={locale.dir} modal={false}>
      <DropdownMenu.Trigger
        data-slot="user-button"
        className="sg:flex sg:min-h-11 sg:min-w-11 sg:max-w-[16rem] sg:items-center sg:gap-2 sg:rounded-full sg:p-1 sg:text-foreground sg:outline-none sg:transition-colors sg:hover:bg-muted sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:data-[state=open]:bg-muted sg:sm:pe-3"
      >
        <UserAvatar name={name} avatarUrl={avatarUrl} className="sg:size-9 sg:text-sm" />
        {/* Its name, read on a phone too, where only the picture or initials show. */}
        <span className="sg:truncate sg:font-medium sg:text-sm sg:max-sm:sr-only">{shown}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <div {...theme.rootProps} dir={locale.dir}>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="sg:z-50 sg:w-72 sg:max-w-[calc(100vw-1rem)] sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:p-1 sg:shadow-lg"
          >
            <DropdownMenu.Label className="sg:flex sg:items-center sg:gap-3 sg:px-3 sg:py-2">
              <UserAvatar name={name} avatarUrl={avatarUrl} className="sg:size-10" />
              <span className="sg:flex sg:min-w-0 sg:flex-col">
                <span className="sg:break-words sg:font-medium sg:text-foreground sg:text-sm">{shown}</span>
                {email && email !== name ? (
                  <span className="sg:break-all sg:text-muted-foreground sg:text-xs">{email}</span>
                ) : null}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="sg:my-1 sg:h-px sg:bg-border" />
            {links.map((link) => (
              <DropdownMenu.Item key={link.href} className={itemClass} onSelect={() => onNavigate(link.href)}>
                {link.icon}
                {link.label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="sg:my-1 sg:h-px sg:bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
              <LogOut aria-hidden />
              {t('action.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
