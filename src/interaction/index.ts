/**
 * The table's interaction: what is selected, lifted, lit and focused, and whether the table takes
 * input. Pure (it imports only the engine); every input and helper changes it through intents.
 */
export * from './focus';
export * from './model';
