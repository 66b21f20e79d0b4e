/** Invitations and promotion. */
import { call } from '../../api';
import { user } from '../../state/session';
import { copyText } from '../../ui/clipboard';

export async function bindInviter(code: string): Promise<void> {
  user.info = await call('editUserInfoV2', { invite_code: code });
}

export async function applyForAgent(): Promise<'pending' | 'approved'> {
  return (await call('agentApply', {})).status;
}

/** The reader's invite link, shared through the system sheet where there is one, else copied. */
export async function shareInvite(url: string, title: string): Promise<'shared' | 'copied' | 'failed'> {
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'shared';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
