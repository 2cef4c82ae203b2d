export {
  OfflineAccessConsentDialog,
  type OfflineAccessConsentDialogProps,
  type OfflineAccessConsentStatus,
} from './OfflineAccessConsentDialog';
export {
  OfflineAccessRevokeDialog,
  type OfflineAccessRevokeDialogProps,
  type OfflineAccessRevokeStatus,
} from './OfflineAccessRevokeDialog';
export { OfflineAccessSection, type OfflineAccessSectionProps } from './OfflineAccessSection';
