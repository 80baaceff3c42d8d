/**
 * Preloaded (`node --import`) into a process whose clock must stand still: every Date made
 * without arguments is the same instant. The outbox test uses it to make two outboxes receive
 * messages "at the same time".
 */
const FROZEN_AT = Date.parse('2030-01-01T00:00:00.000Z');
const RealDate = Date;

class FrozenDate extends RealDate {
  constructor(...args: [] | ConstructorParameters<DateConstructor>) {
    if (args.length === 0) super(FROZEN_AT);
    else super(...(args as [string | number | Date]));
  }

  static now(): number {
    return FROZEN_AT;
  }
}

globalThis.Date = FrozenDate as DateConstructor;
