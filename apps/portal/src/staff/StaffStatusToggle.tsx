import { useToggleStaffStatus } from '@meja/client';
import type { TStaff } from '@meja/contracts';
import { useSession } from '../lib/session';
import { ActiveToggle } from '../users/StatusToggle';

/** The status tag, and Activate/Deactivate (not on oneself, and not for those who only look). */
export function StaffStatusToggle({ staff, editable }: { staff: TStaff; editable: boolean }) {
  const toggle = useToggleStaffStatus();
  // Switching oneself off would end one's own session: the button is not offered.
  const self = useSession()?.user.id === staff.id;
  const name = staff.nickname || staff.email;
  return (
    <ActiveToggle
      id={staff.id}
      status={staff.status}
      name={name}
      toggle={toggle}
      editable={editable && !self}
      section="staff"
    />
  );
}
