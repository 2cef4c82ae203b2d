/** What every linked account carries besides its own fields (spec 3). */
export interface LinkMetadata {
  /** When the account was linked; null when the provider does not say. */
  firstVerifiedAt: Date | null;
  /** When it was last used to log in or link. */
  latestVerifiedAt: Date | null;
}
