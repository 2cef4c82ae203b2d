import { type ComponentType, useState } from 'react';

interface DialogLike {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A story render for a controlled dialog: it starts as `args.open` and closes when the dialog asks to
 * (Escape, the close button, Cancel), reporting each request to the story's `onOpenChange` spy.
 */
export function withOpenState<Props extends DialogLike>(Dialog: ComponentType<Props>) {
  return function OpenState(args: Props) {
    const [open, setOpen] = useState(args.open);
    return (
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next: boolean) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    );
  };
}
