/** A game's review (review.ts): pure, it imports only the engine. */
export * from './review';
