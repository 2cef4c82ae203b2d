import { DropdownMenu } from 'radix-ui';
import { type ComponentPropsWithoutRef, type MouseEvent, type ReactNode, useRef } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useSigilTheme } from '../theme/ThemeProvider';

export interface MenuProps {
  /** The trigger (`MenuTrigger`) and the content (`MenuContent`). */
  children: ReactNode;
  open?: boolean | undefined;
  /** Open at first (stories). */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The kit's dropdown menu (Radix's): a `MenuTrigger` opening a `MenuContent` of `MenuItem`s, with arrow keys,
 * Home, End, typeahead, Escape and focus back on the trigger. It follows the copy's writing direction, and leaves the
 * page usable around it (not modal). Every menu of the kit is made of these parts, so they all look alike.
 */
export function Menu({ children, open, defaultOpen, onOpenChange }: MenuProps) {
  const { locale } = useCopy();
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} dir={locale.dir} modal={false}>
      {children}
    </DropdownMenu.Root>
  );
}

export type MenuTriggerProps = ComponentPropsWithoutRef<typeof DropdownMenu.Trigger>;

/**
 * What opens the menu: a `button` of its own, or (`asChild`) the kit's `Button` it wraps. It says it has a menu
 * (`aria-haspopup`) and whether it is open (`aria-expanded`, `data-state`).
 */
export const MenuTrigger = DropdownMenu.Trigger;

export interface MenuContentProps {
  children: ReactNode;
  /** Its edge lined up with the trigger's: `end` (the default) for a trigger at the end of its row. */
  align?: 'start' | 'center' | 'end' | undefined;
  /** Which side of the trigger it opens on, when there is room (`bottom` by default). */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  className?: string | undefined;
}

/**
 * The open menu: a card below the trigger (18 rem wide, never wider than the screen), in a portal that carries
 * the surrounding theme and writing direction, so it looks like the kit and never takes the host page's styles.
 */
export function MenuContent({ children, align = 'end', side = 'bottom', className }: MenuContentProps) {
  const { locale } = useCopy();
  const theme = useSigilTheme();
  return (
    <DropdownMenu.Portal>
      <div {...theme.rootProps} dir={locale.dir}>
        <DropdownMenu.Content
          data-slot="menu"
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'sg:z-50 sg:w-72 sg:max-w-[calc(100vw-1rem)] sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:p-1 sg:text-foreground sg:shadow-lg',
            className,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </div>
    </DropdownMenu.Portal>
  );
}

export interface MenuItemProps {
  /** What the item says: its accessible name and what typeahead matches. */
  children: ReactNode;
  /** An icon before the text (decorative: the text names the item); a lucide icon or a brand mark. */
  icon?: ReactNode | undefined;
  /** A line under the text, e.g. why the item is disabled; read as part of the item. */
  description?: ReactNode | undefined;
  /** Shown, but not chosen nor reached by the arrow keys (Radix skips it); say why in `description`. */
  disabled?: boolean | undefined;
  /** Chosen by click, Enter or Space; the menu then closes and focus returns to the trigger. */
  onSelect?: (() => void) | undefined;
  /**
   * Makes the item a link to this address (it can be opened in a new tab with a modifier key or the middle button).
   * With `onNavigate`, a plain click or Enter calls it in place of the browser's navigation (an in-app router).
   */
  href?: string | undefined;
  onNavigate?: ((href: string) => void) | undefined;
  className?: string | undefined;
  /** A data attribute or two for the host to find the item by. */
  [data: `data-${string}`]: string | undefined;
}

const itemClass =
  'sg:flex sg:min-h-11 sg:cursor-default sg:select-none sg:items-center sg:gap-3 sg:rounded-sigil-sm sg:px-3 sg:py-1 sg:text-foreground sg:text-sm sg:no-underline sg:outline-none sg:data-highlighted:bg-muted sg:data-highlighted:ring-2 sg:data-highlighted:ring-ring sg:data-highlighted:ring-inset sg:data-disabled:opacity-70';

const withModifier = (event: MouseEvent | null) =>
  Boolean(event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey));

/**
 * One choice in a menu: an optional icon, its text and an optional line under it. 44 px tall at least (a finger's
 * size); highlighted with the kit's focus ring as the arrow keys or the pointer reach it.
 */
export function MenuItem({
  children,
  icon,
  description,
  disabled,
  onSelect,
  href,
  onNavigate,
  className,
  ...data
}: MenuItemProps) {
  // The click that chose a link, kept until Radix says the item was chosen (it skips a click already prevented).
  const click = useRef<MouseEvent | null>(null);
  const content = (
    <>
      {icon ? (
        <span
          aria-hidden
          className="sg:flex sg:size-6 sg:shrink-0 sg:items-center sg:justify-center sg:text-muted-foreground sg:[&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <span className="sg:min-w-0">
        <span className="sg:block">{children}</span>
        {description ? <span className="sg:block sg:text-muted-foreground sg:text-xs">{description}</span> : null}
      </span>
    </>
  );
  return (
    <DropdownMenu.Item
      {...data}
      asChild={href !== undefined}
      disabled={disabled}
      className={cn(itemClass, className)}
      onClick={(event) => {
        click.current = event;
      }}
      onSelect={() => {
        const chosenBy = click.current;
        click.current = null;
        onSelect?.();
        if (href !== undefined && onNavigate && !withModifier(chosenBy)) {
          chosenBy?.preventDefault();
          onNavigate(href);
        }
      }}
    >
      {href !== undefined ? <a href={href}>{content}</a> : content}
    </DropdownMenu.Item>
  );
}

export interface MenuLabelProps {
  /** A heading block at the top of the menu (who is signed in, what the items act on); not an item. */
  children: ReactNode;
  className?: string | undefined;
}

/** A menu's heading block: not focusable nor chosen, read before the items. */
export function MenuLabel({ children, className }: MenuLabelProps) {
  return (
    <DropdownMenu.Label className={cn('sg:flex sg:items-center sg:gap-3 sg:px-3 sg:py-2 sg:text-sm', className)}>
      {children}
    </DropdownMenu.Label>
  );
}

/** A line between groups of items (the user's pages and Log out). */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="sg:my-1 sg:h-px sg:bg-border" />;
}
