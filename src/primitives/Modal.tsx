import { ChevronLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useSigilTheme } from '../theme/ThemeProvider';
import { IconButton } from './IconButton';
import { ScreenAlign } from './ScreenLayout';

export interface ModalProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode | undefined;
  /** The dialog's accessible name, shown in its header. */
  title: ReactNode;
  /** Hide the title visually (a screen shows its own heading); it stays the accessible name. */
  hideTitle?: boolean | undefined;
  description?: ReactNode | undefined;
  /** Shows a back button in the header. */
  onBack?: (() => void) | undefined;
  /** When false, neither Escape, an outside click nor a close button dismisses it (blocking steps). */
  dismissible?: boolean | undefined;
  children?: ReactNode | undefined;
  footer?: ReactNode | undefined;
  className?: string | undefined;
  /**
   * Where focus goes when the dialog closes, for a dialog opened without a `trigger` (focus returns to the
   * trigger otherwise). Without either, it would fall to the page's body.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The kit's dialog (Radix Dialog): a named dialog with focus trap, Escape, outside click and focus return to
 * the trigger; optional back and close buttons. A centred card on wide screens, a bottom sheet on narrow ones.
 * Rendered in a portal that carries the surrounding theme and writing direction.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  onBack,
  dismissible = true,
  children,
  footer,
  className,
  returnFocusTo,
}: ModalProps) {
  const { t, locale } = useCopy();
  const theme = useSigilTheme();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <div {...theme.rootProps} dir={locale.dir} lang={locale.code}>
          <Dialog.Overlay
            data-slot="modal-overlay"
            className="sg:fixed sg:inset-0 sg:z-50 sg:bg-overlay sg:motion-safe:animate-[sigil-fade-in_150ms_ease-out]"
          />
          <Dialog.Content
            data-slot="modal"
            // Without a description, say so explicitly rather than point at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo?.current;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            className={cn(
              'sg:fixed sg:z-50 sg:flex sg:max-h-[92dvh] sg:flex-col sg:overflow-hidden sg:bg-background sg:text-foreground sg:shadow-2xl sg:outline-none',
              // Bottom sheet on narrow screens...
              'sg:inset-x-0 sg:bottom-0 sg:rounded-t-[calc(var(--_sigil-radius)*1.75)] sg:border-border sg:border-t',
              'sg:motion-safe:animate-[sigil-sheet-in_200ms_ease-out]',
              // ...a centred card from 640px up.
              'sg:sm:inset-x-auto sg:sm:bottom-auto sg:sm:top-1/2 sg:sm:left-1/2 sg:sm:w-[min(26rem,calc(100vw-2rem))]',
              'sg:sm:-translate-x-1/2 sg:sm:-translate-y-1/2 sg:sm:rounded-sigil-lg sg:sm:border',
              'sg:sm:motion-safe:animate-[sigil-dialog-in_150ms_ease-out]',
              className,
            )}
          >
            <div className="sg:grid sg:grid-cols-[2.5rem_1fr_2.5rem] sg:items-center sg:gap-2 sg:px-3 sg:pt-3">
              <div>
                {onBack ? (
                  <IconButton
                    label={t('modal.back')}
                    icon={<ChevronLeft className="sg:rtl:rotate-180" />}
                    onClick={onBack}
                  />
                ) : null}
              </div>
              <Dialog.Title
                className={cn(
                  'sg:text-center sg:font-semibold sg:text-base sg:leading-tight',
                  hideTitle && 'sg:sr-only',
                )}
              >
                {title}
              </Dialog.Title>
              {/* Column 3 even when the title is visually hidden (sr-only leaves the grid's flow). */}
              <div className="sg:col-start-3">
                {dismissible ? (
                  <Dialog.Close asChild>
                    <IconButton label={t('modal.close')} icon={<X />} />
                  </Dialog.Close>
                ) : null}
              </div>
            </div>
            {description ? (
              <Dialog.Description className="sg:px-6 sg:pt-1 sg:text-center sg:text-muted-foreground sg:text-sm">
                {description}
              </Dialog.Description>
            ) : null}
            <div className="sg:min-h-0 sg:flex-1 sg:overflow-y-auto sg:px-6 sg:pt-4 sg:pb-6">
              {/* A dialog's screens are centred, even over a page whose own sit at the start. */}
              <ScreenAlign alignment="center">{children}</ScreenAlign>
            </div>
            {footer ? <div className="sg:border-border sg:border-t sg:px-6 sg:py-4">{footer}</div> : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
