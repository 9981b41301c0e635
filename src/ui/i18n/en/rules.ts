/**
 * The Rules page (ui/dialogs/rules.ts, i18n/rules.ts: which sections, in what order): each
 * section's heading, `rules.<section>`, and its paragraphs, `rules.<section>.<n>`, filled from the
 * engine's constants and the games' data. Loaded only when the Rules window is first opened.
 */
export const words = {
  'rules.goal': 'Goal',
  'rules.goal.1': 'Move all {deck} cards to the four foundations, each suit from the ace up to the king.',
  'rules.deal': 'The deal',
  'rules.deal.1': 'All cards are dealt into {columns} columns of {sizes} cards. The first column has one card face up; the others have {downMin} to {downMax} cards face down with {up} face up on top. There is no stock.',
  'rules.moving': 'Moving cards',
  'rules.moving.1': 'A card may go on the last card of a column if that card is one rank higher and of the opposite colour: red on black, black on red. A 7♥ goes on an 8♠ or an 8♣.',
  'rules.moving.2': 'The Yukon rule: you may take hold of any face-up card and move it together with all the cards on top of it, in order or not. Only the card you take hold of must fit where it goes.',
  'rules.moving.3': 'At most {limit} cards move at once.',
  'rules.faceDown': 'Face-down cards',
  'rules.faceDown.1': 'A face-down card that becomes the last of its column turns face up by itself. Face-down cards can never be moved.',
  'rules.emptyColumns': 'Empty columns',
  'rules.emptyColumns.1': 'Only a king, alone or with the cards on top of it, may go on an empty column.',
  'rules.foundations': 'Foundations',
  'rules.foundations.1': 'Each suit has its place: spades, hearts, diamonds, clubs. Build each from the ace to the king, one card at a time, taking the last card of a column. The top card of a foundation may be taken back onto a column.',
  'rules.playing': 'Playing',
  'rules.playing.1': 'Drag cards with a finger or the mouse. Tap the last card of a column to send it to its foundation. Double tap a card to move it and the cards on top of it to the best place on the table. Nothing moves by itself.',
  'rules.keys': 'Keys',
  'rules.keys.1': 'Tab reaches the table. Left and Right move between the 7 columns and the 4 foundations; Up and Down move between the face-up cards of a column (the card and those on top of it move together). Space or Enter takes hold of the cards; Left and Right then choose the place, and Space or Enter puts them down. Escape lets go.',
  'rules.keys.2': 'F sends the column’s last card to its foundation, D moves a card as a double tap does, S reads the whole table, H gives a hint (H again plays it), U or Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, N starts a new game.',
  'rules.help': 'Help',
  'rules.help.1': 'Hint shows a move of a winning line that the solver found; press it again to play it. When the game can no longer be won, it says so and can take you back to the last position that can be won. Once every card is face up and a winning line is proven, Finish plays it. Nothing moves without your asking, and a game is never ended for you.',
  'rules.games': 'The games',
  'rules.games.1': 'The New game window offers Yukon under {rules, plural, one {# rule} other {# rules}} and {siblings, plural, one {# game} other {# games}} of its family. All {games} share the deal, the groups, the empty columns, the foundations and the score; they differ only in what a card may go on in a column. A 7♥, for example:',
  'rules.score': 'Score',
  'rules.score.1': '+{foundationPoints} for each card placed on a foundation, +{turnPoints} for each face-down card turned up. A game won without taking cards back ends at {total} points. Undo reaches back {undo} moves and restores the score; the move counter does not go down.',
  'rules.codes': 'Game codes',
  'rules.codes.1': 'Every deal has a code such as YU1-C-AAAAAAB. Type it in the New game window, or share it, to play the same cards again with the same rule.',
  'rules.gameLine': '{name} ({hint}): on {cards}.',
  'rules.thisGame': 'this game',
  'and': 'and',
} as const;
