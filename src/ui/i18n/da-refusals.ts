import type { Key } from './en';

/**
 * The rules in words, in Danish: refused moves and unreadable game codes (ui/messages.ts fills
 * them from the engine's refusal and code error), apart from the rest of the catalogue.
 */
export const daRefusals = {
  'colour.red': 'rød',
  'colour.black': 'sort',
  or: 'eller',
  'refusal.unknown-action': 'Det kan spillet ikke.',
  'refusal.unknown-card': 'Det kort findes ikke.',
  'refusal.unknown-column': 'Den plads findes ikke på bordet.',
  'refusal.face-down': 'Kort med bagsiden opad kan ikke flyttes; afdæk dem først.',
  'refusal.wrong-colour': '{card} skal lægges på en {wanted}: rød på sort, sort på rød.',
  'refusal.wrong-rank': '{card} skal lægges på et kort præcis én værdi højere ({higher}), ikke på {onto}.',
  'refusal.only-on': '{card} kan kun lægges på {cards}, ikke på {onto}.',
  'refusal.wrong-suit': '{card} skal lægges på et kort præcis én værdi højere i en anden kulør ({cards}), ikke på {onto}.',
  'refusal.wrong-rank-king': 'En konge kan kun lægges i en tom kolonne.',
  'refusal.king-only': 'Kun en konge, alene eller med kortene oven på den, må lægges i en tom kolonne.',
  'refusal.group-too-large': 'Der kan højst flyttes {limit} kort ad gangen.',
  'refusal.foundation-order': 'Den grundbunke skal have {needs} nu: hver kulør bygges op fra esset, ét kort ad gangen.',
  'refusal.not-last-card': 'Kun det sidste kort i en kolonne kan lægges på en grundbunke.',
  'refusal.not-foundation-top': 'Kun det øverste kort i en grundbunke kan tages tilbage.',
  'refusal.same-place': 'Kortene ligger der allerede.',
  'refusal.game-won': 'Spillet er vundet: start et nyt spil.',
  'refusal.nothing-to-undo': 'Der er intet træk at fortryde.',
  'refusal.nothing-to-redo': 'Der er intet træk at gentage.',
  'codeError.empty': 'Skriv en spilkode, for eksempel {example}.',
  'codeError.shape': 'En spilkode har tre dele adskilt af bindestreger, for eksempel {example}.',
  'codeError.version': 'En spilkode begynder med {version}.',
  'codeError.rule': 'Det midterste bogstav i en spilkode angiver spillet: {games}.',
  'codeError.deal': 'En spilkode slutter med {letters} bogstaver fra A til Z.',
} satisfies Partial<Record<Key, string>>;
