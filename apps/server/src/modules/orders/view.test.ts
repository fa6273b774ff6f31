import { describe, expect, it } from 'vitest';
import { orderStatusOf } from './view';

describe('order status summary', () => {
  it('follows payment, then the slowest line', () => {
    expect(orderStatusOf('unpaid', ['complete'])).toBe('unpaid');
    expect(orderStatusOf('void', ['processing'])).toBe('unpaid');
    expect(orderStatusOf('paid', ['processing', 'ready'])).toBe('processing');
    expect(orderStatusOf('paid', ['ready', 'complete'])).toBe('ready');
    expect(orderStatusOf('paid', ['complete', 'complete'])).toBe('complete');
    expect(orderStatusOf('refunded', ['complete'])).toBe('complete');
  });
});
