import { DropdownMenu } from 'radix-ui';
import { forwardRef } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import type { LinkableType } from '../../rules/accounts';
import type { RuleResult } from '../../rules/result';
import { useSigilTheme } from '../../theme/ThemeProvider';
import type { useLinkedAccountText } from './linked-account';

export interface AddWayMenuProps {
  /** The kinds on offer, each with whether it can be connected now (the passkey limit says why not). */
  options: readonly { type: LinkableType; result: RuleResult<true> }[];
  describe: ReturnType<typeof useLinkedAccountText>;
  /** The kind being connected: the button says so and waits. */
  linking: LinkableType | null;
  /** Another action is under way. */
  busy: boolean;
  onLink?: ((type: LinkableType) => void) | undefined;
  /** Open at first (stories). */
  defaultOpen?: boolean | undefined;
}

const itemClass =
  'sg:flex sg:min-h-11 sg:cursor-default sg:select-none sg:items-center sg:gap-3 sg:rounded-sigil-sm sg:px-3 sg:py-1 sg:text-foreground sg:text-sm sg:outline-none sg:data-highlighted:bg-muted sg:data-highlighted:ring-2 sg:data-highlighted:ring-ring sg:data-highlighted:ring-inset sg:data-disabled:opacity-70 sg:[&_svg]:size-5';

/**
 * "Add a way to log in": one button opening a menu (Radix's: arrow keys, typeahead, Escape, focus back on the
 * button) of the kinds the app offers that can still be connected; a kind at its limit stays in the menu, disabled,
 * with the reason. While one is being connected the button says "Connecting …".
 */
export const AddWayMenu = forwardRef<HTMLButtonElement, AddWayMenuProps>(function AddWayMenu(
  { options, describe, linking, busy, onLink, defaultOpen },
  ref,
) {
  const { t, locale } = useCopy(accountCopy);
  const theme = useSigilTheme();
  const { link: LinkIcon } = icons;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} dir={locale.dir} modal={false}>
      <DropdownMenu.Trigger asChild disabled={busy || !onLink}>
        <Button
          ref={ref}
          variant="secondary"
          size="sm"
          data-link-menu=""
          loading={linking !== null}
          loadingLabel={linking ? t('account.linkingKind', { account: describe.linkName(linking) }) : undefined}
        >
          <LinkIcon aria-hidden />
          {t('account.link')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <div {...theme.rootProps} dir={locale.dir}>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="sg:z-50 sg:w-72 sg:max-w-[calc(100vw-1rem)] sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:p-1 sg:shadow-lg"
          >
            {options.map(({ type, result }) => {
              const kind = describe.kind(type);
              return (
                <DropdownMenu.Item
                  key={type}
                  data-type={type}
                  disabled={!result.ok}
                  className={itemClass}
                  onSelect={() => onLink?.(type)}
                >
                  <span aria-hidden className="sg:flex sg:size-6 sg:shrink-0 sg:items-center sg:justify-center">
                    {kind.icon}
                  </span>
                  <span className="sg:min-w-0">
                    <span className="sg:block">{kind.name}</span>
                    {result.ok ? null : (
                      <span className="sg:block sg:text-muted-foreground sg:text-xs">{t(result.error)}</span>
                    )}
                  </span>
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
