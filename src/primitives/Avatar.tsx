import { Avatar as RadixAvatar } from 'radix-ui';
import { icons } from '../icons/semantic';
import { cn } from '../lib/cn';

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

/** 36 px (a header's button), 40 px (a menu's heading), 56 px (a profile card). */
const SIZES = {
  sm: 'sg:size-9 sg:text-sm',
  md: 'sg:size-10 sg:text-base',
  lg: 'sg:size-14 sg:text-lg',
} as const;

export interface AvatarProps {
  /** The name the initials come from (a name, or an e-mail's local part); null (or no letter) for a person icon. */
  name: string | null;
  /** A picture of the person: the initials (or the icon) while it loads, when it fails or without one. */
  src?: string | null | undefined;
  /**
   * What the avatar says to a screen reader (the person's name), when nothing beside it does; without it the avatar
   * is decorative, as it is wherever the name is written next to it.
   */
  alt?: string | undefined;
  size?: keyof typeof SIZES | undefined;
  className?: string | undefined;
}

const UserIcon = icons.user;

/**
 * A person's picture, or their initials (or a person icon) in the accent's tint, in a circle. The same avatar
 * everywhere the user is shown (the header's user button, its menu, the profile), so all of them agree.
 */
export function Avatar({ name, src, alt, size = 'sm', className }: AvatarProps) {
  const initials = initialsOf(name);
  return (
    <RadixAvatar.Root
      data-slot="avatar"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(
        'sg:flex sg:shrink-0 sg:items-center sg:justify-center sg:overflow-hidden sg:rounded-full sg:bg-accent-subtle sg:font-semibold sg:text-accent-text',
        SIZES[size],
        className,
      )}
    >
      {src ? <RadixAvatar.Image src={src} alt="" className="sg:size-full sg:object-cover" /> : null}
      <RadixAvatar.Fallback
        aria-hidden={alt ? true : undefined}
        className="sg:flex sg:size-full sg:items-center sg:justify-center"
      >
        {initials || <UserIcon aria-hidden className="sg:size-1/2" />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
