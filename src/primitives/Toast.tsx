import { CircleCheck } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { shellCopy } from '../copy/decks/shell';
import { Button } from './Button';

interface Toast {
  id: number;
  message: string;
}

/** Shows a toast: a short message that something the person did is done. */
type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  /**
   * How long a toast stays, in milliseconds, while the pointer and focus are elsewhere; null keeps it until
   * dismissed (stories).
   */
  duration?: number | null | undefined;
  children?: ReactNode | undefined;
}

/**
 * Holds the toasts of everything inside it (`useToast()`) and shows them in a polite live region at the bottom of
 * the screen, so a screen reader says each once, after what it is saying. The region is there from the start (a
 * live region added with its message is not announced). A toast waits while it is hovered or focused, and has a
 * Dismiss button. Toasts confirm; they never carry an error or the only way to do something.
 * `--sigil-toast-offset` lifts the region over a bar fixed at the bottom of the screen.
 */
export function ToastProvider({ duration = 5000, children }: ToastProviderProps) {
  const { t } = useCopy(shellCopy);
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((message) => {
    nextId.current += 1;
    const toast = { id: nextId.current, message };
    setToasts((shown) => [...shown.slice(-2), toast]);
  }, []);
  const dismiss = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));
  const oldest = toasts[0]?.id;
  useEffect(() => {
    if (paused || duration === null || oldest === undefined) return;
    const timer = setTimeout(() => setToasts((shown) => shown.filter((toast) => toast.id !== oldest)), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, oldest]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        data-slot="toaster"
        aria-label={t('toast.region')}
        className="sg:pointer-events-none sg:fixed sg:inset-x-0 sg:bottom-[calc(var(--sigil-toast-offset,0px)+1rem)] sg:z-50 sg:flex sg:justify-center sg:px-4 sg:sm:justify-end"
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ol aria-live="polite" aria-relevant="additions" className="sg:flex sg:w-full sg:max-w-sm sg:flex-col sg:gap-2">
          {toasts.map((toast) => (
            <li
              key={toast.id}
              data-slot="toast"
              className="sg:pointer-events-auto sg:flex sg:items-center sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:py-2 sg:ps-4 sg:pe-2 sg:text-foreground sg:text-sm sg:shadow-lg"
            >
              <CircleCheck aria-hidden className="sg:size-5 sg:shrink-0 sg:text-success" />
              <span className="sg:min-w-0 sg:flex-1 sg:break-words">{toast.message}</span>
              <Button variant="ghost" size="sm" onClick={() => dismiss(toast.id)}>
                {t('toast.dismiss')}
              </Button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

/** `useToast()(message)`: shows a toast in the nearest `ToastProvider`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('Sigil: useToast() works inside <ToastProvider>.');
  return show;
}
