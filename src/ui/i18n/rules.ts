import {
  COLUMN_COUNT, COLUMN_SIZES, DECK_SIZE, FACE_DOWN_COUNTS, GROUP_LIMIT, POINTS_FOUNDATION, POINTS_TURN, UNDO_LIMIT, VARIANTS,
  cardsUnder, variantOf, type Rule,
} from '../../engine';
import { cardName } from '../messages';
import { fill, ruleHint, ruleName, t, type Lang } from './index';

/**
 * The Rules page: sections of [heading, paragraphs…], templates in the catalogue style, filled
 * from the engine's constants. Loaded only when the Rules window is first opened.
 */
const SECTIONS: Readonly<Record<Lang, readonly (readonly string[])[]>> = {
  en: [
    ['Goal', 'Move all {deck} cards to the four foundations, each suit from the ace up to the king.'],
    ['The deal', 'All cards are dealt into {columns} columns of {sizes} cards. The first column has one card face up; the others have {downMin} to {downMax} cards face down with {up} face up on top. There is no stock.'],
    ['Moving cards', 'A card may go on the last card of a column if that card is one rank higher and of the opposite colour: red on black, black on red. A 7♥ goes on an 8♠ or an 8♣.', 'The Yukon rule: you may take hold of any face-up card and move it together with all the cards on top of it, in order or not. Only the card you take hold of must fit where it goes.', 'At most {limit} cards move at once.'],
    ['Face-down cards', 'A face-down card that becomes the last of its column turns face up by itself. Face-down cards can never be moved.'],
    ['Empty columns', 'Only a king, alone or with the cards on top of it, may go on an empty column.'],
    ['Foundations', 'Each suit has its place: spades, hearts, diamonds, clubs. Build each from the ace to the king, one card at a time, taking the last card of a column. The top card of a foundation may be taken back onto a column.'],
    ['Playing', 'Drag cards with a finger or the mouse. Tap the last card of a column to send it to its foundation. Double tap a card to move it and the cards on top of it to the best place on the table. Nothing moves by itself.'],
    ['Keys', 'Tab reaches the table. Left and Right move between the 7 columns and the 4 foundations; Up and Down move between the face-up cards of a column (the card and those on top of it move together). Space or Enter takes hold of the cards; Left and Right then choose the place, and Space or Enter puts them down. Escape lets go.', 'F sends the column’s last card to its foundation, D moves a card as a double tap does, S reads the whole table, H gives a hint (H again plays it), U or Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, N starts a new game.'],
    ['Help', 'Hint shows a move of a winning line that the solver found; press it again to play it. When the game can no longer be won, it says so and can take you back to the last position that can be won. Once every card is face up and a winning line is proven, Finish plays it. Nothing moves without your asking, and a game is never ended for you.'],
    ['The games', 'The New game window offers Yukon under two rules and three games of its family. All five share the deal, the groups, the empty columns, the foundations and the score; they differ only in what a card may go on in a column. A 7♥, for example:', '{games}'],
    ['Score', '+{foundationPoints} for each card placed on a foundation, +{turnPoints} for each face-down card turned up. A game won without taking cards back ends at {total} points. Undo reaches back {undo} moves and restores the score; the move counter does not go down.'],
    ['Game codes', 'Every deal has a code such as YU1-C-AAAAAAB. Type it in the New game window, or share it, to play the same cards again with the same rule.'],
  ],
  da: [
    ['Mål', 'Flyt alle {deck} kort til de fire grundbunker, hver kulør fra es op til konge.'],
    ['Oplægning', 'Alle kort lægges ud i {columns} kolonner med {sizes} kort. Den første kolonne har ét synligt kort; de andre har {downMin} til {downMax} kort med bagsiden opad og {up} synlige kort ovenpå. Der er ingen bunke.'],
    ['Træk', 'Et kort kan lægges på det sidste kort i en kolonne, hvis det er én værdi højere og i modsat farve: rød på sort, sort på rød. En 7♥ kan lægges på en 8♠ eller en 8♣.', 'Yukon-reglen: du må tage fat i ethvert synligt kort og flytte det sammen med alle kortene oven på det, i rækkefølge eller ej. Kun kortet, du tager fat i, skal passe, hvor det lægges.', 'Højst {limit} kort flyttes ad gangen.'],
    ['Skjulte kort', 'Et skjult kort, der bliver det sidste i sin kolonne, vendes af sig selv. Skjulte kort kan aldrig flyttes.'],
    ['Tomme kolonner', 'Kun en konge, alene eller med kortene oven på den, må lægges i en tom kolonne.'],
    ['Grundbunker', 'Hver kulør har sin plads: spar, hjerter, ruder, klør. Byg dem fra es til konge, ét kort ad gangen, med det sidste kort i en kolonne. Det øverste kort i en grundbunke kan tages tilbage til en kolonne.'],
    ['Sådan spiller du', 'Træk kortene med en finger eller musen. Tryk på det sidste kort i en kolonne for at sende det til grundbunken. Tryk to gange på et kort for at flytte det og kortene oven på det til den bedste plads på bordet. Intet flytter sig af sig selv.'],
    ['Taster', 'Tab når frem til bordet. Venstre og højre flytter mellem de 7 kolonner og de 4 grundbunker; op og ned flytter mellem de synlige kort i en kolonne (kortet og dem oven på det flyttes sammen). Mellemrum eller Enter tager fat i kortene; venstre og højre vælger derefter pladsen, og mellemrum eller Enter lægger dem. Escape slipper.', 'F sender kolonnens sidste kort til grundbunken, D flytter et kort som et dobbelttryk, S læser hele bordet op, H giver et tip (H igen spiller det), U eller Ctrl+Z fortryder, Ctrl+Shift+Z eller Ctrl+Y gentager, N starter et nyt spil.'],
    ['Hjælp', 'Tip viser et træk fra en vindende vej, som løseren har fundet; tryk igen for at spille det. Når spillet ikke længere kan vindes, siger det det og kan føre dig tilbage til den sidste stilling, der kan vindes. Når alle kort er synlige og en vindende vej er bevist, spiller Afslut den. Intet flytter sig, uden at du beder om det, og et spil bliver aldrig afsluttet for dig.'],
    ['Spillene', 'Vinduet Nyt spil tilbyder Yukon med to regler og tre spil fra dens familie. Alle fem har samme oplægning, grupper, tomme kolonner, grundbunker og point; de adskiller sig kun i, hvad et kort kan lægges på i en kolonne. En 7♥ for eksempel:', '{games}'],
    ['Point', '+{foundationPoints} for hvert kort lagt på en grundbunke, +{turnPoints} for hvert skjult kort, der vendes. Et spil vundet uden at tage kort tilbage slutter med {total} point. Fortryd når {undo} træk tilbage og gendanner pointtallet; træktælleren går ikke ned.'],
    ['Spilkoder', 'Hver kortfordeling har en kode som YU1-C-AAAAAAB. Skriv den i vinduet Nyt spil, eller del den, for at spille de samme kort igen med samme regel.'],
  ],
};

const AND: Readonly<Record<Lang, string>> = { en: 'and', da: 'og' };

/** How one game builds, with its example: the cards a 7♥ goes on, as the engine says. */
const GAME_LINE: Readonly<Record<Lang, string>> = {
  en: '{name} ({hint}): on {cards}.',
  da: '{name} ({hint}): på {cards}.',
};
const THIS_GAME: Readonly<Record<Lang, string>> = { en: 'this game', da: 'dette spil' };

/** The numbers the rules quote, all from the engine. */
function numbers(lang: Lang): Record<string, string | number> {
  const sizes = COLUMN_SIZES.map(String);
  const downs = FACE_DOWN_COUNTS.filter((n) => n > 0);
  return {
    deck: DECK_SIZE,
    columns: COLUMN_COUNT,
    sizes: `${sizes.slice(0, -1).join(', ')} ${AND[lang]} ${sizes.at(-1)}`,
    downMin: Math.min(...downs),
    downMax: Math.max(...downs),
    up: (COLUMN_SIZES[1] ?? 0) - (FACE_DOWN_COUNTS[1] ?? 0),
    limit: GROUP_LIMIT,
    undo: UNDO_LIMIT,
    foundationPoints: POINTS_FOUNDATION,
    turnPoints: POINTS_TURN,
    total: DECK_SIZE * POINTS_FOUNDATION + FACE_DOWN_COUNTS.reduce((a, b) => a + b, 0) * POINTS_TURN,
  };
}

/**
 * The Rules page in a language: sections of a heading and its paragraphs. The games' section has a
 * line for each game, the one being played (`current`) marked.
 */
export function rulesText(lang: Lang, current: Rule): { heading: string; paragraphs: string[] }[] {
  const values = numbers(lang);
  const games = VARIANTS.map(({ rule }) => {
    const name = t(lang, ruleName(rule)) + (rule === current ? ` (${THIS_GAME[lang]})` : '');
    const cards = cardsUnder(variantOf(rule), '7H').map(cardName);
    const list = cards.length < 2 ? cards.join('') : `${cards.slice(0, -1).join(', ')} ${t(lang, 'or')} ${cards.at(-1)}`;
    return fill(GAME_LINE[lang], { name, hint: t(lang, ruleHint(rule)), cards: list });
  });
  return SECTIONS[lang].map(([heading, ...paragraphs]) => ({
    heading: heading ?? '',
    paragraphs: paragraphs.flatMap((p) => (p === '{games}' ? games : [fill(p, values)])),
  }));
}
