export * from './MfaCodeScreen';
export * from './MfaMethodChooser';
export * from './MfaPasskeyScreen';
