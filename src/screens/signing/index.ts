/** The signing review: what a person is asked to sign, and the result. */
export * from './RequestParties';
export * from './SigningResult';
export * from './SigningReview';
export * from './SignMessageReview';
export * from './SiweReview';
export * from './SolanaTransactionReview';
export * from './TransactionReview';
export * from './TypedDataReview';
export * from './TypedDataTree';
