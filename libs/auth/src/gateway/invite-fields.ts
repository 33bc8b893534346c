// The invite merge fields of spec §3 as they go on the wire: invite, invite_channel, searchWord and
// keyWord on login and register calls, expandInfo on activity registration only.
import type { InviteFields } from '../flows/auth-ports';

const INVITE_KEYS = ['invite', 'invite_channel', 'searchWord', 'keyWord', 'expandInfo'] as const;

export interface InviteFieldOptions {
  /** Activity registration is the one call that carries expandInfo (spec §3). */
  withExpandInfo?: boolean;
}

/**
 * The fields to merge into a body: empty values dropped, invite_channel only when an invite is
 * present (spec §3: the channel is meaningless without the code it belongs to), expandInfo only
 * when asked for.
 */
export function wireInviteFields(fields: InviteFields, { withExpandInfo = false }: InviteFieldOptions = {}): InviteFields {
  const out: InviteFields = {};
  for (const key of INVITE_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  if (!out.invite) delete out.invite_channel;
  if (!withExpandInfo) delete out.expandInfo;
  return out;
}

/**
 * `body` with its invite fields put through wireInviteFields (expandInfo kept when the body has
 * one: only the activity call sends it). Other fields pass unchanged.
 */
export function withWireInviteFields<T extends InviteFields>(body: T): T {
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of INVITE_KEYS) delete rest[key];
  return { ...rest, ...wireInviteFields(body, { withExpandInfo: true }) } as T;
}
