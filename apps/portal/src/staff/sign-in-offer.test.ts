import { can } from '@meja/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { staffSignInOffer } from './sign-in-offer';

const owner = { id: 1, role: 'merchant', access_option: null } as const;
const admin = { id: 2, role: 'admin', access_option: null } as const;
const setting = { id: 3, role: 'staff', access_option: 'All Access - Setting' } as const;

describe('the staff edit form (issue 26)', () => {
  it('offers a new password and e-mail until the staff member chose their own password', () => {
    const fresh = { id: 9, own_password: false };
    for (const me of [owner, admin, setting])
      expect(staffSignInOffer(me, fresh)).toMatchObject({ password: true, email: true });
  });

  it('then offers a reset link instead, to the owner and admins only', () => {
    const chose = { id: 9, own_password: true };
    expect(staffSignInOffer(owner, chose)).toEqual({ password: false, email: false, resetLink: true });
    expect(staffSignInOffer(admin, chose)).toEqual({ password: false, email: false, resetLink: true });
    expect(staffSignInOffer(setting, chose)).toEqual({ password: false, email: false, resetLink: false });
    expect(can(setting, 'staff.reset_link')).toBe(false);
  });

  it('lets the holder change their own e-mail, never their password here', () => {
    expect(staffSignInOffer(setting, { id: 3, own_password: true })).toEqual({
      password: false,
      email: true,
      resetLink: false,
    });
    expect(staffSignInOffer(setting, { id: 3, own_password: false }).password).toBe(false);
  });
});
