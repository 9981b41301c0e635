import type { CardId, Move } from '../../src/engine';

const LINE = '7C4 8S6 AC5 8H4 QC7 9H3 5H2 6D2 JD2 7H6 2D7 10C2 9D2 6C2 5D2 4C2 3D2 3C6 QD1 JS1 9C7 4D5 2S2 10H1 8D1 AH1 QC3 2D6 10S7 5S3 2H3 QD3 8C7 4S2 6H3 QH1 6S7 KD2 JS1 5S1 7S7 JH3 5S3 JS3';

/**
 * The deepest column found in a Classic deal: a beam search over its legal moves (no card sent
 * home) for the most face-up cards in one column. After these 44 moves the third column holds 40
 * face-up cards on 2 face-down ones (34 after the first 43), the screens' worst case.
 */
export const DEEP_COLUMN: { readonly code: string; readonly line: readonly Move[] } = {
  code: 'YU1-C-AAAAADR',
  line: LINE.split(' ').map((m) => {
    const at = m.at(-1) as string;
    return { card: m.slice(0, -1) as CardId, to: at === 'F' ? 'foundation' : Number(at) - 1 };
  }),
};
