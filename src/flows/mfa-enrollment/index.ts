/** Enrolling and removing multi-factor methods: the pure machine (`reduce.ts`) and what runs it (`controller.ts`). */
export * from './controller';
export * from './reduce';
