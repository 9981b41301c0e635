import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireDealGrade } from '../../src/app/solving/deal-grade';
import type { GradeBook } from '../../src/services/grading';
import type { GradeAnswer } from '../../src/services/solver-client';
import { formatCode, newGame, type GameCode, type Grade } from '../../src/engine';
import type { Page } from '../../src/ui/page';
import { storeOf } from '../support/app';

afterEach(() => vi.useRealTimers());

/** A grade book whose answers a test gives: deal n is graded GRADES[n % 4] (0 has none). */
function book() {
  const known = new Map<string, GradeAnswer>();
  const asked: string[] = [];
  const gradeOf = (code: GameCode): GradeAnswer => (code.deal === 0 ? { verdict: 'lost', grade: null } : { verdict: 'won', grade: (['easy', 'medium', 'hard', 'expert'] as const)[code.deal % 4]!, line: [] });
  const grades = {
    known: (code: GameCode) => known.get(formatCode(code)),
    of: async (code: GameCode) => {
      asked.push(formatCode(code));
      const answer = gradeOf(code);
      known.set(formatCode(code), answer);
      return answer;
    },
  };
  return { grades: grades as unknown as GradeBook, asked };
}

describe('the grade of the deal on the table', () => {
  it('is asked a moment after the start, then as each deal comes; shown on the page; none for a lesson', async () => {
    vi.useFakeTimers();
    const store = storeOf(newGame({ rule: 'classic', deal: 5 }));
    const { grades, asked } = book();
    const shown: (Grade | null)[] = [];
    const dealGrade = wireDealGrade({ store, grades, page: { setGrade: (g: Grade | null) => shown.push(g) } as unknown as Page });
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toEqual(['YU1-C-AAAAAAF']);
    expect(shown.at(-1)).toBe('medium');
    expect(dealGrade.current()).toBe('medium');
    store.start({ rule: 'alaska', deal: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toBe('expert');
    // Known already: shown at once, not asked again.
    store.start({ rule: 'classic', deal: 5 });
    expect(shown.at(-1)).toBe('medium');
    expect(asked).toEqual(['YU1-C-AAAAAAF', 'YU1-A-AAAAAAH']);
    // A lesson's position: no grade, whatever its deal number says.
    store.lessonAt({ ...newGame({ rule: 'classic', deal: 1 }) });
    expect(shown.at(-1)).toBeNull();
    expect(dealGrade.current()).toBeUndefined();
    store.endLesson();
    expect(shown.at(-1)).toBe('medium');
  });
});
