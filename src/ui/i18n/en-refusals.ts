/**
 * The rules in words, in English: refused moves and unreadable game codes (ui/messages.ts fills
 * them from the engine's refusal and code error), apart from the rest of the catalogue.
 */
export const enRefusals = {
  'colour.red': 'red',
  'colour.black': 'black',
  or: 'or',
  'refusal.unknown-action': 'That is not something the game can do.',
  'refusal.unknown-card': 'There is no such card.',
  'refusal.unknown-column': 'There is no such place on the table.',
  'refusal.face-down': 'Face-down cards cannot be moved; uncover them first.',
  'refusal.wrong-colour': '{card} goes on a {wanted}: red on black, black on red.',
  'refusal.wrong-rank': '{card} goes only on a card one rank higher ({higher}), not on {onto}.',
  'refusal.only-on': '{card} goes only on {cards}, not on {onto}.',
  'refusal.wrong-suit': '{card} goes only on a card one rank higher of another suit ({cards}), not on {onto}.',
  'refusal.wrong-rank-king': 'A king goes only on an empty column.',
  'refusal.king-only': 'Only a king, alone or with the cards on top of it, may go on an empty column.',
  'refusal.group-too-large': 'At most {limit} cards can be moved at once.',
  'refusal.foundation-order': 'That foundation needs {needs} next: each suit goes up from the ace, one card at a time.',
  'refusal.not-last-card': 'Only the last card of a column can go to a foundation.',
  'refusal.not-foundation-top': 'Only the top card of a foundation can be taken back.',
  'refusal.same-place': 'The cards are already there.',
  'refusal.game-won': 'This game is won: start a new game.',
  'refusal.nothing-to-undo': 'There is no move to undo.',
  'refusal.nothing-to-redo': 'There is no move to redo.',
  'codeError.empty': 'Type a game code, for example {example}.',
  'codeError.shape': 'A game code has three parts joined by dashes, for example {example}.',
  'codeError.version': 'A game code starts with {version}.',
  'codeError.rule': 'The middle letter of a game code names the game: {games}.',
  'codeError.deal': 'A game code ends with {letters} letters from A to Z.',
} as const;
