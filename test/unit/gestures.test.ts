import { beforeEach, describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine';
import { DOUBLE_TAP_MS, GestureMachine, type Pointer, type Timer } from '../../src/input/gestures';

/** A timer the test moves by hand. */
class ManualTimer implements Timer {
  now = 0;
  private waiting = new Map<number, { at: number; run: () => void }>();
  private next = 1;
  set(run: () => void, ms: number): number {
    this.waiting.set(this.next, { at: this.now + ms, run });
    return this.next++;
  }
  clear(handle: unknown): void {
    this.waiting.delete(handle as number);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [handle, { at, run }] of [...this.waiting]) {
      if (at > this.now) continue;
      this.waiting.delete(handle);
      run();
    }
  }
}

// Cards under the pointer: x < 100 is 7H, x < 200 is KS, anything further is the felt.
const hit = (x: number): CardId | null => (x < 100 ? '7H' : x < 200 ? 'KS' : null);
const at = (x: number, y = 10, type = 'mouse', button = 0, id = 1): Pointer => ({ id, x, y, type, button });

let events: string[];
let timer: ManualTimer;
let doubleTap: boolean;
let liftable: boolean;
let machine: GestureMachine;

beforeEach(() => {
  events = [];
  timer = new ManualTimer();
  doubleTap = true;
  liftable = true;
  machine = new GestureMachine({
    hit: (x) => hit(x),
    doubleTapOn: () => doubleTap,
    tap: (card) => events.push(`tap ${card}`),
    tapAway: (x, y) => events.push(`away ${x},${y}`),
    doubleTap: (card) => events.push(`double ${card}`),
    dragStart: (card) => (events.push(`lift ${card}`), liftable),
    dragMove: (dx, dy) => events.push(`move ${dx},${dy}`),
    drop: (dx, dy) => events.push(`drop ${dx},${dy}`),
    dragCancel: () => events.push('cancel'),
  }, timer);
});

const click = (x: number, type = 'mouse') => {
  machine.down(at(x, 10, type));
  machine.up(at(x, 10, type));
};

describe('taps', () => {
  it('with double tap on, a single tap waits to see whether a second one follows', () => {
    click(50);
    expect(events).toEqual([]);
    expect(machine.waiting).toBe(true);
    timer.advance(DOUBLE_TAP_MS - 1);
    expect(events).toEqual([]);
    timer.advance(1);
    expect(events).toEqual(['tap 7H']);
    expect(machine.waiting).toBe(false);
  });
  it('two taps on the same card in time are one double tap, and no single tap', () => {
    click(50);
    timer.advance(DOUBLE_TAP_MS - 50);
    click(52);
    timer.advance(1000);
    expect(events).toEqual(['double 7H']);
  });
  it('two taps on different cards are two single taps, never a double tap on either', () => {
    click(50);
    click(150);
    expect(events).toEqual(['tap 7H']);
    timer.advance(DOUBLE_TAP_MS);
    expect(events).toEqual(['tap 7H', 'tap KS']);
  });
  it('with double tap off, a tap acts at once', () => {
    doubleTap = false;
    click(150);
    expect(events).toEqual(['tap KS']);
  });
  it('a tap on the felt is told with its point, after a waiting tap has acted', () => {
    click(50);
    click(500);
    expect(events).toEqual(['tap 7H', 'away 500,10']);
  });
  it('ignores other mouse buttons and a second pointer while one is down', () => {
    expect(machine.down(at(50, 10, 'mouse', 2))).toBe(false);
    expect(machine.down(at(50, 10, 'touch', 0, 1))).toBe(true);
    expect(machine.down(at(150, 10, 'touch', 0, 2))).toBe(false);
    machine.up(at(150, 10, 'touch', 0, 2));
    machine.up(at(50, 10, 'touch', 0, 1));
    timer.advance(DOUBLE_TAP_MS);
    expect(events).toEqual(['tap 7H']);
  });
});

describe('drags', () => {
  it('a press becomes a drag only past a small distance, more for a finger than a mouse', () => {
    machine.down(at(50, 10, 'mouse'));
    machine.move(at(53, 10, 'mouse'));
    expect(events).toEqual([]);
    machine.move(at(54, 10, 'mouse'));
    expect(events).toEqual(['lift 7H', 'move 4,0']);
    machine.up(at(60, 30, 'mouse'));
    expect(events).toEqual(['lift 7H', 'move 4,0', 'drop 10,20']);
    events = [];
    machine.down(at(50, 10, 'touch'));
    machine.move(at(57, 10, 'touch'));
    expect(events).toEqual([]);
    machine.move(at(58, 10, 'touch'));
    expect(events).toEqual(['lift 7H', 'move 8,0']);
  });
  it('a drag makes a waiting tap act first', () => {
    click(150);
    machine.down(at(50));
    machine.move(at(70));
    expect(events).toEqual(['tap KS', 'lift 7H', 'move 20,0']);
  });
  it('a card that cannot be lifted, or the felt, gives neither a drag nor a tap', () => {
    liftable = false;
    machine.down(at(50));
    machine.move(at(80));
    machine.up(at(80));
    machine.down(at(500));
    machine.move(at(540));
    machine.up(at(540));
    timer.advance(1000);
    expect(events).toEqual(['lift 7H']);
  });
  it('a cancelled pointer cancels the drag', () => {
    machine.down(at(50));
    machine.move(at(80));
    machine.cancel(1);
    machine.up(at(90));
    expect(events).toEqual(['lift 7H', 'move 30,0', 'cancel']);
  });
});
