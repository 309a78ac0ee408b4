import { useConsole } from './session.tsx';
import type { SessionState } from './types.ts';

type Role = SessionState['role'];
const ORDER: Role[] = ['viewer', 'recruiter', 'admin'];

/** What the signed-in member may do, and why not (CONTRACT "Roles"); the server checks it again. */
export interface Permission {
  allowed: boolean;
  /** Why a control is disabled, shown beside it and as its tooltip; empty when allowed. */
  reason: string;
}

/** Whether the session's role reaches `required`, with the reason to show when it does not. */
export function usePermission(required: Role): Permission {
  const { session } = useConsole();
  const allowed = ORDER.indexOf(session.role) >= ORDER.indexOf(required);
  return {
    allowed,
    reason: allowed
      ? ''
      : `You are a ${session.role}: this needs the ${required} role. Ask an admin of your organization.`,
  };
}

/** The props that disable a control the role cannot use, with its reason as the tooltip. */
export function disabledBy(permission: Permission, busy = false) {
  return {
    disabled: busy || !permission.allowed,
    title: permission.allowed ? undefined : permission.reason,
    'data-role-disabled': permission.allowed ? undefined : 'true',
  };
}

/** The reason, in words on the page, for the controls of a section the role cannot use. */
export function RoleNote({ permission }: { permission: Permission }) {
  if (permission.allowed) return null;
  return (
    <p className="muted role-note" role="note">
      {permission.reason}
    </p>
  );
}
