/** The signing review: what a person is asked to sign, and the result. */
export {};
