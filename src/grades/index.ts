/** Deal grades: how human-model players fare on a deal the solver proves winnable. Pure. */
export * from './grade';
