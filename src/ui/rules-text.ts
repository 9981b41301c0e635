import type { Lang } from './messages';

/** The in-app rules page: [heading, paragraphs…] sections, plain text. */
export const RULES_TEXT: Record<Lang, readonly (readonly string[])[]> = {
  en: [
    ['Goal', 'Move all 52 cards to the four foundations, each suit from the ace up to the king.'],
    ['The deal', 'All cards are dealt into 7 columns of 1, 6, 7, 8, 9, 10 and 11 cards. The first column has one card face up; the others have 1 to 6 cards face down with 5 face up on top. There is no stock.'],
    ['Moving cards', 'A card may go on the last card of a column if that card is one rank higher and of the opposite colour: red on black, black on red. A 7♥ goes on an 8♠ or an 8♣.', 'The Yukon rule: you may take hold of any face-up card and move it together with all the cards on top of it, in order or not. Only the card you take hold of must fit where it goes.', 'At most 20 cards move at once.'],
    ['Face-down cards', 'A face-down card that becomes the last of its column turns face up by itself. Face-down cards can never be moved.'],
    ['Empty columns', 'Only a king, alone or with the cards on top of it, may go on an empty column.'],
    ['Foundations', 'Each suit has its place: spades, hearts, diamonds, clubs. Build each from the ace to the king, one card at a time, taking the last card of a column. The top card of a foundation may be taken back onto a column.'],
    ['Playing', 'Drag cards with a finger or the mouse. Tap the last card of a column to send it to its foundation. Double tap a card to move it and the cards on top of it to the best place on the table. Nothing moves by itself.'],
    ['Relaxed rule', 'In the New game window you can choose Relaxed: colour does not matter in the columns, a card goes on any card one rank higher. Everything else stays the same.'],
    ['Score', '+10 for each card placed on a foundation, +5 for each face-down card turned up. A game won without taking cards back ends at 625 points. Undo reaches back 100 moves and restores the score; the move counter does not go down.'],
    ['Game codes', 'Every deal has a code such as YU1-C-AAAAAAB. Type it in the New game window, or share it, to play the same cards again with the same rule.'],
  ],
  da: [
    ['Mål', 'Flyt alle 52 kort til de fire grundbunker, hver kulør fra es op til konge.'],
    ['Oplægning', 'Alle kort lægges ud i 7 kolonner med 1, 6, 7, 8, 9, 10 og 11 kort. Den første kolonne har ét synligt kort; de andre har 1 til 6 kort med bagsiden opad og 5 synlige kort ovenpå. Der er ingen bunke.'],
    ['Træk', 'Et kort kan lægges på det sidste kort i en kolonne, hvis det er én værdi højere og i modsat farve: rød på sort, sort på rød. En 7♥ kan lægges på en 8♠ eller en 8♣.', 'Yukon-reglen: du må tage fat i ethvert synligt kort og flytte det sammen med alle kortene oven på det, i rækkefølge eller ej. Kun kortet, du tager fat i, skal passe, hvor det lægges.', 'Højst 20 kort flyttes ad gangen.'],
    ['Skjulte kort', 'Et skjult kort, der bliver det sidste i sin kolonne, vendes af sig selv. Skjulte kort kan aldrig flyttes.'],
    ['Tomme kolonner', 'Kun en konge, alene eller med kortene oven på den, må lægges i en tom kolonne.'],
    ['Grundbunker', 'Hver kulør har sin plads: spar, hjerter, ruder, klør. Byg dem fra es til konge, ét kort ad gangen, med det sidste kort i en kolonne. Det øverste kort i en grundbunke kan tages tilbage til en kolonne.'],
    ['Sådan spiller du', 'Træk kortene med en finger eller musen. Tryk på det sidste kort i en kolonne for at sende det til grundbunken. Tryk to gange på et kort for at flytte det og kortene oven på det til den bedste plads på bordet. Intet flytter sig af sig selv.'],
    ['Lempet regel', 'I vinduet Nyt spil kan du vælge Lempet: farven betyder intet i kolonnerne, et kort kan lægges på ethvert kort én værdi højere. Alt andet er det samme.'],
    ['Point', '+10 for hvert kort lagt på en grundbunke, +5 for hvert skjult kort, der vendes. Et spil vundet uden at tage kort tilbage slutter med 625 point. Fortryd når 100 træk tilbage og gendanner pointtallet; træktælleren går ikke ned.'],
    ['Spilkoder', 'Hver kortfordeling har en kode som YU1-C-AAAAAAB. Skriv den i vinduet Nyt spil, eller del den, for at spille de samme kort igen med samme regel.'],
  ],
};
