import { describe, expect, it } from 'vitest';
import { registerDialogFor } from './register-page';

describe('registerDialogFor', () => {
  it('opens promote register for a plain promotion link', () => {
    expect(registerDialogFor('?utm=partner9')).toEqual({ view: { mode: 'promote', variant: 'promoteRegister' } });
  });

  it('opens fast promote register for a fast link', () => {
    expect(registerDialogFor('?fast=1')).toEqual({ view: { mode: 'promote', variant: 'fastPromoteRegister' } });
  });

  it('opens activity register with the activity and the inviter code (aic)', () => {
    expect(registerDialogFor('?actId=spring&aic=INV42')).toEqual({
      view: { mode: 'promote', variant: 'activityRegister' },
      activity: { actId: 'spring', inviteCode: 'INV42' },
    });
    expect(registerDialogFor('?actId=spring').activity).toEqual({ actId: 'spring' });
  });
});
