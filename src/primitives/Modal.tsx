import { ChevronLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useSigilTheme } from '../theme/ThemeProvider';
import { IconButton } from './IconButton';

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
            className="fixed inset-0 z-50 bg-overlay motion-safe:animate-[sigil-fade-in_150ms_ease-out]"
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
              'fixed z-50 flex max-h-[92dvh] flex-col overflow-hidden bg-background text-foreground shadow-2xl outline-none',
              // Bottom sheet on narrow screens...
              'inset-x-0 bottom-0 rounded-t-[calc(var(--sigil-radius)*1.75)] border-border border-t',
              'motion-safe:animate-[sigil-sheet-in_200ms_ease-out]',
              // ...a centred card from 640px up.
              'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[min(26rem,calc(100vw-2rem))]',
              'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sigil-lg sm:border',
              'sm:motion-safe:animate-[sigil-dialog-in_150ms_ease-out]',
              className,
            )}
          >
            <div className="grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2 px-3 pt-3">
              <div>
                {onBack ? (
                  <IconButton
                    label={t('modal.back')}
                    icon={<ChevronLeft className="rtl:rotate-180" />}
                    onClick={onBack}
                  />
                ) : null}
              </div>
              <Dialog.Title className={cn('text-center font-semibold text-base leading-tight', hideTitle && 'sr-only')}>
                {title}
              </Dialog.Title>
              {/* Column 3 even when the title is visually hidden (sr-only leaves the grid's flow). */}
              <div className="col-start-3">
                {dismissible ? (
                  <Dialog.Close asChild>
                    <IconButton label={t('modal.close')} icon={<X />} />
                  </Dialog.Close>
                ) : null}
              </div>
            </div>
            {description ? (
              <Dialog.Description className="px-6 pt-1 text-center text-muted-foreground text-sm">
                {description}
              </Dialog.Description>
            ) : null}
            <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-4 pb-6">{children}</div>
            {footer ? <div className="border-border border-t px-6 py-4">{footer}</div> : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
