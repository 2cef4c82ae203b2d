import { forwardRef } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../primitives/Menu';
import type { LinkableType } from '../../rules/accounts';
import type { RuleResult } from '../../rules/result';
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

/**
 * "Add a way to log in": one button opening a menu (Radix's: arrow keys, typeahead, Escape, focus back on the
 * button) of the kinds the app offers that can still be connected; a kind at its limit stays in the menu, disabled,
 * with the reason. While one is being connected the button says "Connecting …".
 */
export const AddWayMenu = forwardRef<HTMLButtonElement, AddWayMenuProps>(function AddWayMenu(
  { options, describe, linking, busy, onLink, defaultOpen },
  ref,
) {
  const { t } = useCopy(accountCopy);
  const { link: LinkIcon } = icons;
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger asChild disabled={busy || !onLink}>
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
      </MenuTrigger>
      <MenuContent>
        {options.map(({ type, result }) => {
          const kind = describe.kind(type);
          return (
            <MenuItem
              key={type}
              data-type={type}
              icon={kind.icon}
              description={result.ok ? undefined : t(result.error)}
              disabled={!result.ok}
              onSelect={() => onLink?.(type)}
            >
              {kind.name}
            </MenuItem>
          );
        })}
      </MenuContent>
    </Menu>
  );
});
