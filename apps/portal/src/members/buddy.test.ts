import { describe, expect, it } from 'vitest';
import { buddyName, uplineText } from './buddy';

const buddy = (o: Partial<Parameters<typeof buddyName>[0]> = {}) => ({
  username: '60123456789',
  name: null,
  first_name: null,
  upline_id: null,
  upline_name: null,
  ...o,
});

describe('a buddy as the platform buddy screen names them', () => {
  it('prefers the profile first name, then the account name, then the username', () => {
    expect(buddyName(buddy({ first_name: 'Aisyah', name: 'A. Rahman' }))).toBe('Aisyah');
    expect(buddyName(buddy({ first_name: '  ', name: 'A. Rahman' }))).toBe('A. Rahman');
    expect(buddyName(buddy())).toBe('60123456789');
  });

  it('shows the upline by id and name, or a dash when there is none', () => {
    expect(uplineText(buddy({ upline_id: 12, upline_name: 'Ben' }))).toBe('#12 Ben');
    expect(uplineText(buddy({ upline_id: 12 }))).toBe('#12');
    expect(uplineText(buddy())).toBe('—');
    expect(uplineText(buddy({ upline_id: undefined }))).toBe('—');
  });
});
