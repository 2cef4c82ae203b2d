import { type ComponentType, useState } from 'react';
import type { DelegableWallet } from '../../../src/ports/offline-access';
import { evmAddress, importedEvmAddress, solanaAddress } from '../../fixtures';

/** The user's embedded wallets in the screens' stories. */
export const onDeviceEthereum: DelegableWallet = {
  address: evmAddress,
  chainType: 'ethereum',
  delegated: false,
  custody: 'on-device',
};
export const onDeviceSolana: DelegableWallet = {
  address: solanaAddress,
  chainType: 'solana',
  delegated: false,
  custody: 'on-device',
};
export const serverEthereum: DelegableWallet = {
  address: importedEvmAddress,
  chainType: 'ethereum',
  delegated: false,
  custody: 'server',
};

interface Dismissible {
  open: boolean;
  onDismiss: () => void;
}

/** A story render for the offline-access dialogs: open as `args.open`, closed when the dialog is dismissed. */
export function withDismiss<Props extends Dismissible>(Dialog: ComponentType<Props>) {
  return function DismissState(args: Props) {
    const [open, setOpen] = useState(args.open);
    return (
      <Dialog
        {...args}
        open={open}
        onDismiss={() => {
          args.onDismiss();
          setOpen(false);
        }}
      />
    );
  };
}
