import { describe, expect, it } from 'vitest';
import { wireInviteFields, withWireInviteFields } from './invite-fields';

describe('invite merge fields (spec §3)', () => {
  const ALL = { invite: 'inv', invite_channel: 'ch', searchWord: 'sw', keyWord: 'kw', expandInfo: '{"actId":"a"}' };

  it('keeps invite_channel only when an invite is present', () => {
    expect(wireInviteFields({ invite_channel: 'ch', searchWord: 'sw' })).toEqual({ searchWord: 'sw' });
    expect(wireInviteFields({ invite: '', invite_channel: 'ch' })).toEqual({});
    expect(wireInviteFields({ invite: 'inv', invite_channel: 'ch' })).toEqual({ invite: 'inv', invite_channel: 'ch' });
  });

  it('sends expandInfo only for activity registration', () => {
    expect(wireInviteFields(ALL)).toEqual({ invite: 'inv', invite_channel: 'ch', searchWord: 'sw', keyWord: 'kw' });
    expect(wireInviteFields(ALL, { withExpandInfo: true })).toEqual(ALL);
  });

  it('cleans a body without touching its other fields', () => {
    expect(withWireInviteFields({ account: 'a', invite_channel: 'ch', keyWord: '', expandInfo: 'x' })).toEqual({ account: 'a', expandInfo: 'x' });
  });
});
