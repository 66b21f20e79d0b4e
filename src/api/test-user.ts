/** A user as userInfo answers it, for the tests of the API client and the session. */
import type { User } from '../core/contract/user';

export const testUser: User = {
  id: 1,
  uid: '100001',
  nickname: '游客1234',
  share_code: 'ABC123',
  invite_url: 'http://x/?invite_code=ABC123',
  meta: {},
  money: 100,
  vip_expire_time: 0,
  is_vip: false,
  email: null,
  gender: 0,
  avatar: null,
  inviter_code: null,
  phone: null,
};
