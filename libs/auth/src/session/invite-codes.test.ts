import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { promoteAtom } from '../store/app-atoms';
import { createAuthStore } from '../store/auth-store';
import { captureInviteCodes, inviteCodesFrom } from './invite-codes';

beforeEach(() => window.localStorage.clear());

describe('invite and utm capture', () => {
  it('reads code as invite_code and utm as utm', () => {
    expect(inviteCodesFrom('?code=INV1&utm=spring')).toEqual({ invite_code: 'INV1', utm: 'spring' });
    expect(inviteCodesFrom('?utm=spring')).toEqual({ utm: 'spring' });
    expect(inviteCodesFrom('?code=')).toEqual({});
    expect(inviteCodesFrom('')).toEqual({});
  });

  it('saves nothing when a scope parameter is present (an OAuth code is not an invite)', () => {
    expect(inviteCodesFrom('?code=abc&scope=snsapi_userinfo')).toEqual({});
    expect(inviteCodesFrom('?utm=x&scope=')).toEqual({});
  });

  it('stores the codes into the persisted promote store on each navigation, keeping the other', () => {
    const store = createAuthStore({ storage: window.localStorage, eventTarget: null });
    captureInviteCodes(store, '?code=INV1');
    captureInviteCodes(store, '?page=2');
    captureInviteCodes(store, '?utm=spring');
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'INV1', utm: 'spring' });
    captureInviteCodes(store, '?code=OAUTH&scope=snsapi_base');
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'INV1', utm: 'spring' });
    captureInviteCodes(store, '?code=INV2');
    expect(JSON.parse(window.localStorage.getItem(PERSISTED_STORE_KEY) ?? '{}').promote).toEqual({ invite_code: 'INV2', utm: 'spring' });
  });
});
