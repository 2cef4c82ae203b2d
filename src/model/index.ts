/** The provider's vocabulary shared by flows, screens, journeys and the app. */
export * from './methods';
