import { Avatar } from 'radix-ui';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { initialsOf } from '../shell/UserButton';

export interface ProfileAvatarProps {
  /** The name the initials come from (a name, or an e-mail's local part); null for a person icon. */
  name: string | null;
  /** A picture of the person; the initials (or the icon) while it loads, when it fails or without one. */
  avatarUrl?: string | null | undefined;
  className?: string | undefined;
}

/** The person's picture or initials in a circle, decorative (their name is always written beside it). */
export function ProfileAvatar({ name, avatarUrl, className }: ProfileAvatarProps) {
  const initials = initialsOf(name);
  const UserIcon = icons.user;
  return (
    <Avatar.Root
      aria-hidden
      data-slot="profile-avatar"
      className={cn(
        'sg:flex sg:size-14 sg:shrink-0 sg:items-center sg:justify-center sg:overflow-hidden sg:rounded-full sg:bg-accent-subtle sg:font-semibold sg:text-accent-text sg:text-lg',
        className,
      )}
    >
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" className="sg:size-full sg:object-cover" /> : null}
      <Avatar.Fallback>{initials || <UserIcon className="sg:size-1/2" />}</Avatar.Fallback>
    </Avatar.Root>
  );
}
